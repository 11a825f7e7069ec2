from fastapi.responses import FileResponse

from systemcraft.app_services import SettingsDep
from systemcraft.web.errors import ErrorResponse, NotFoundError
from systemcraft.web.routing import api_router

router = api_router(tags=["content"])


@router.get(
    "/lesson-assets/{name}",
    operation_id="lessonAsset",
    include_in_schema=False,
    responses={404: {"model": ErrorResponse}},
)
def lesson_asset(name: str, settings: SettingsDep) -> FileResponse:
    """Images that lessons show, straight from content/assets."""
    assets = (settings.content_dir / "assets").resolve()
    path = (assets / name).resolve()
    if not path.is_relative_to(assets) or not path.is_file():
        raise NotFoundError(f"No lesson image is called {name!r}.")
    return FileResponse(path, headers={"Cache-Control": "public, no-cache"})
