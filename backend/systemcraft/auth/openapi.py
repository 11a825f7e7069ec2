"""What the OpenAPI schema cannot learn from FastAPI about sign-in: FastAPI declares a security
scheme required wherever a route reads it, but a visitor may call the routes that take
OptionalUser or OptionalCaller without a token. Those read it through a scheme of their own,
which this turns into "the bearer token, or nothing"."""

from typing import Any

from systemcraft.auth.dependencies import bearer_scheme, optional_bearer_scheme


def declare_optional_sign_in(schema: dict[str, Any]) -> None:
    required, optional = bearer_scheme.scheme_name, optional_bearer_scheme.scheme_name
    for path_item in schema.get("paths", {}).values():
        for operation in path_item.values():
            security = operation.get("security", [])
            if {optional: []} in security:
                rest = [entry for entry in security if entry != {optional: []}]
                operation["security"] = rest or [{required: []}, {}]
    schemes = schema.get("components", {}).get("securitySchemes", {})
    if schemes.pop(optional, None) is not None and required not in schemes:
        model = bearer_scheme.model
        schemes[required] = model.model_dump(by_alias=True, exclude_none=True, mode="json")
