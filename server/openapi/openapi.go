// Package openapi holds the OpenAPI 3.1 document of the ScamCheck API: the public API
// under /v1 and the operator API under /admin/v1. The server serves JSON at
// GET /openapi.json; package openapitest validates real responses against it.
package openapi

import _ "embed"

// JSON is the OpenAPI 3.1 document, served as is at GET /openapi.json. Read-only.
//
//go:embed openapi.json
var JSON []byte
