// Package openapitest checks real HTTP responses against the OpenAPI document of
// package openapi, for the tests of other packages (the end-to-end suite runs every
// response through it). It lives apart from package openapi so that the server binary,
// which embeds the document, does not link the validator and its dependencies.
package openapitest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/legacy"

	"scamcheck/server/openapi"
)

// Validator checks responses against the document. It is safe for concurrent use;
// build one with New and share it.
type Validator struct {
	doc    *openapi3.T
	router routers.Router
	opts   *openapi3filter.Options
}

// New loads openapi.JSON, validates it as an OpenAPI document and returns a Validator.
func New() (*Validator, error) {
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(openapi.JSON)
	if err != nil {
		return nil, fmt.Errorf("cannot load the OpenAPI document: %w", err)
	}
	if err := doc.Validate(loader.Context); err != nil {
		return nil, fmt.Errorf("cannot validate the OpenAPI document: %w", err)
	}
	// The document's servers name the default listen addresses; tests listen on
	// 127.0.0.1:0, so route by method and path only.
	doc.Servers = nil
	router, err := legacy.NewRouter(doc)
	if err != nil {
		return nil, fmt.Errorf("cannot build the OpenAPI router: %w", err)
	}
	return &Validator{
		doc:    doc,
		router: router,
		opts: &openapi3filter.Options{
			IncludeResponseStatus: true, // a status the operation does not list is an error
			MultiError:            true,
		},
	}, nil
}

// Doc returns the loaded document. Callers must not modify it.
func (v *Validator) Doc() *openapi3.T { return v.doc }

// Check validates one response to req: its status must be listed for the operation,
// its required headers present and well-formed, and body (the whole response body;
// resp.Body is not read) must match the schema of its content type. A response to a
// method and path the document does not hold passes only as a 404 NOT_FOUND or 405
// METHOD_NOT_ALLOWED error body.
func (v *Validator) Check(req *http.Request, resp *http.Response, body []byte) error {
	route, pathParams, err := v.router.FindRoute(req)
	if err != nil {
		if rerr := v.checkUnrouted(resp, body); rerr != nil {
			return fmt.Errorf("%s %s: %w; %w", req.Method, req.URL.Path, err, rerr)
		}
		return nil
	}
	in := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{
			Request:    req,
			PathParams: pathParams,
			Route:      route,
			Options:    v.opts,
		},
		Status:  resp.StatusCode,
		Header:  resp.Header,
		Body:    io.NopCloser(bytes.NewReader(body)),
		Options: v.opts,
	}
	if err := openapi3filter.ValidateResponse(context.Background(), in); err != nil {
		return fmt.Errorf("%s %s -> %d: %w", req.Method, req.URL.Path, resp.StatusCode, err)
	}
	return nil
}

// CheckRaw is Check for callers that hold the parts of an exchange rather than
// net/http values (e.g. fasthttp tests). target is the request path with its query.
func (v *Validator) CheckRaw(method, target string, status int, header http.Header, body []byte) error {
	req := httptest.NewRequest(method, target, nil)
	resp := &http.Response{StatusCode: status, Header: header}
	return v.Check(req, resp, body)
}

// Assert reports through t, as an error, a response that does not match the document.
func (v *Validator) Assert(t testing.TB, req *http.Request, resp *http.Response, body []byte) {
	t.Helper()
	if err := v.Check(req, resp, body); err != nil {
		t.Errorf("response does not match the OpenAPI document: %v", err)
	}
}

// unroutedSchemas are the schemas a response must match when its request has no
// operation in the document.
var unroutedSchemas = map[int]string{
	http.StatusNotFound:         "NotFoundError",
	http.StatusMethodNotAllowed: "MethodNotAllowedError",
}

// errNotUnroutedStatus says that a request without an operation got a status other
// than 404 or 405.
var errNotUnroutedStatus = errors.New("only 404 or 405 may answer a request the document does not hold")

func (v *Validator) checkUnrouted(resp *http.Response, body []byte) error {
	name, ok := unroutedSchemas[resp.StatusCode]
	if !ok {
		return fmt.Errorf("got status %d: %w", resp.StatusCode, errNotUnroutedStatus)
	}
	if resp.Header.Get("X-Request-Id") == "" {
		return errors.New("got no X-Request-Id header; want one on every error")
	}
	mt, _, err := mime.ParseMediaType(resp.Header.Get("Content-Type"))
	if err != nil || mt != "application/json" {
		return fmt.Errorf("got Content-Type %q; want application/json", resp.Header.Get("Content-Type"))
	}
	var value any
	if err := json.Unmarshal(body, &value); err != nil {
		return fmt.Errorf("cannot decode the error body: %w", err)
	}
	schema := v.doc.Components.Schemas[name]
	if schema == nil || schema.Value == nil {
		return fmt.Errorf("BUG: the document has no schema %s", name)
	}
	if err := schema.Value.VisitJSON(value, openapi3.EnableJSONSchema2020(), openapi3.VisitAsResponse(), openapi3.MultiErrors()); err != nil {
		return fmt.Errorf("error body does not match %s: %w", name, err)
	}
	return nil
}
