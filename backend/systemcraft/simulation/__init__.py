"""The load simulation: a design under the brief's traffic, copy by copy, second by second."""
