from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, computed_field

from systemcraft.users.tiers import Capabilities, capabilities


class UserOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    email: str
    display_name: str
    photo_url: str | None
    tier_id: int

    @computed_field  # type: ignore[prop-decorator]
    @property
    def capabilities(self) -> Capabilities:
        """What this user's tier lets them do, decided by the tier policy."""
        return capabilities(self.tier_id)


class SessionOut(BaseModel):
    access_token: str
    refresh_token: str
    expires_in: int
    expires_at: int
    token_type: Literal["bearer"] = "bearer"  # noqa: S105 - a name, not a secret
    user: UserOut


class RefreshRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    # URL-safe base64, as sessions issue them (tokens.new_refresh_token).
    refresh_token: str = Field(min_length=16, max_length=256, pattern=r"^[A-Za-z0-9_-]+$")


class AuthConfig(BaseModel):
    """What sign-in this server offers; neither means guest mode."""

    google: bool
    dev_login: bool


# Chosen by the browser tab that starts sign-in, kept in its sessionStorage and echoed back.
ClientState = Annotated[
    str,
    Field(
        min_length=22,
        max_length=64,
        pattern=r"^[A-Za-z0-9_-]+$",
        description="A random value the tab keeps; the callback echoes it back",
    ),
]


# The page sign-in started from; checked by return_path.safe_return_path, which sends any
# other value to /home rather than refusing the sign-in.
ReturnTo = Annotated[
    str | None,
    Field(
        max_length=2048,
        description="The path on this site to return to after signing in",
        examples=["/learn/caching"],
    ),
]


class GoogleLoginQuery(BaseModel):
    client_state: ClientState
    return_to: ReturnTo = None


class DevLoginQuery(BaseModel):
    name: str = Field(
        min_length=1, max_length=40, pattern=r"^[A-Za-z0-9][A-Za-z0-9 ._-]*$", examples=["Ada"]
    )
    tier: int = Field(default=0, ge=0, le=9)
    client_state: ClientState
    return_to: ReturnTo = None
