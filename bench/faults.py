"""Faults the app must survive, each measured against its target: PostgreSQL stopped and
started under load, the server killed mid-write on SQLite, a full and a read-only disk.

Run as root (or as a user that may run PostgreSQL's initdb and mount a tmpfs); the disk
figures are skipped where a tmpfs cannot be mounted. Takes about two minutes.
"""

import fault_disks
import fault_postgres
import fault_sqlite


def main() -> None:
    fault_postgres.run()
    fault_sqlite.kills()
    fault_disks.run()


if __name__ == "__main__":
    main()
