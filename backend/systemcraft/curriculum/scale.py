"""A practice problem's numbers as its content file states them and the API sends them: users,
read and write rates at average and peak, storage, bandwidth, latency and availability."""

from pydantic import BaseModel, ConfigDict, Field, model_validator


class StrictModel(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Rate(StrictModel):
    average: float = Field(ge=0)
    peak: float = Field(ge=0)

    @model_validator(mode="after")
    def _peak_is_not_below_average(self) -> "Rate":
        if self.peak < self.average:
            raise ValueError(f"peak {self.peak:g} is below the average {self.average:g}")
        return self


class ScaleFile(StrictModel):
    """The brief's numbers in one place, so the loader can check they agree with each other."""

    daily_active_users: float = Field(ge=0)
    reads_per_second: Rate
    writes_per_second: Rate
    bytes_per_write: float = Field(ge=0)
    retention_days: float = Field(gt=0)
    storage_bytes: float = Field(ge=0)
    peak_bandwidth_bits_per_second: float = Field(ge=0)
    latency_p99_ms: float = Field(gt=0)
    availability_percent: float = Field(gt=0, le=100)
