from fastapi import Request, Response
from fastapi.responses import FileResponse

from systemcraft.app_services import ContentDep, SettingsDep
from systemcraft.auth.dependencies import OptionalCaller
from systemcraft.curriculum.search_index import SEARCH_INDEX, SearchIndexOut, cache_item
from systemcraft.users.tiers import tier_of
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


@router.get(SEARCH_INDEX.path, operation_id="searchIndex", response_model=SearchIndexOut)
async def search_index(request: Request, content: ContentDep, user: OptionalCaller) -> Response:
    """What the course search looks through, for the caller's tier: lessons above it are
    listed by title without their text. Cheap to revalidate with If-None-Match."""
    body = await content.value(SEARCH_INDEX, cache_item(tier_of(user)))
    return body.response(request.scope)
