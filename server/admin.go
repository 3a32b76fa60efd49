package server

import (
	"context"
	"errors"
	"io/fs"
	"mime"
	"path"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/bytedance/sonic"
	"github.com/fasthttp/router"
	"github.com/valyala/fasthttp"

	"scamcheck/server/store"
)

// The admin listener: its routes, the operator token that guards them, the
// dashboard's files, and what every admin handler shares. The handlers are in
// admin_accounts.go, admin_keys.go and admin_reports.go, and beside the public
// endpoint they mirror (adminCheck, adminScams, adminStats).

// adminHandler routes the admin API (D20b), every /admin/v1 route behind the
// operator token.
func (s *Server) adminHandler() fasthttp.RequestHandler {
	r := router.New()
	r.RedirectTrailingSlash = false
	r.RedirectFixedPath = false
	r.HandleOPTIONS = false
	getHead(r, "/healthz", s.handleHealth)
	getHead(r, "/readyz", s.handleReady)
	r.POST("/admin/v1/accounts", s.operator(s.adminCreateAccount))
	getHead(r, "/admin/v1/accounts", s.operator(s.adminListAccounts))
	getHead(r, "/admin/v1/accounts/{id}", s.operator(s.adminGetAccount))
	r.PATCH("/admin/v1/accounts/{id}", s.operator(s.adminPatchAccount))
	r.POST("/admin/v1/accounts/{id}/keys", s.operator(s.adminCreateKey))
	getHead(r, "/admin/v1/accounts/{id}/keys", s.operator(s.adminListKeys))
	r.POST("/admin/v1/keys/{id}/regenerate", s.operator(s.adminRegenerateKey))
	r.DELETE("/admin/v1/keys/{id}", s.operator(s.adminDeleteKey))
	getHead(r, "/admin/v1/reports", s.operator(s.adminListReports))
	r.POST("/admin/v1/reports/{id}/confirm", s.operator(s.adminReportStatus(store.ReportConfirmed)))
	r.POST("/admin/v1/reports/{id}/reject", s.operator(s.adminReportStatus(store.ReportRejected)))
	getHead(r, "/admin/v1/stats", s.operator(s.adminStats))
	r.POST("/admin/v1/check", s.operator(s.adminCheck))
	getHead(r, "/admin/v1/scams", s.operator(s.adminScams))
	getHead(r, "/metrics", s.handleMetrics)
	s.pprofRoutes(r)
	if s.cfg.Dashboard != nil {
		if err := serveFiles(r, s.cfg.Dashboard); err != nil {
			s.logf("cannot serve the dashboard: %v", err)
		}
	}
	s.commonRoutes(r)
	h := r.Handler
	return func(ctx *fasthttp.RequestCtx) {
		if s.draining.Load() && connClosed(ctx) {
			return // read as the graceful stop closed it: see connClosed
		}
		setRequestID(ctx)
		s.observe(ctx, listenerAdmin, h)
	}
}

// serveFiles serves the top-level files of fsys at /name, and index.html at /.
func serveFiles(r *router.Router, fsys fs.FS) error {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return err
	}
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		b, err := fs.ReadFile(fsys, e.Name())
		if err != nil {
			return err
		}
		ct := mime.TypeByExtension(path.Ext(e.Name()))
		h := func(ctx *fasthttp.RequestCtx) {
			setDashboardHeaders(ctx)
			ctx.SetContentType(ct)
			ctx.SetBody(b)
		}
		getHead(r, "/"+e.Name(), h)
		if e.Name() == "index.html" {
			getHead(r, "/", h)
		}
	}
	return nil
}

// dashboardCSP is the Content-Security-Policy of the dashboard: the one of its
// index.html meta tag, plus frame-ancestors, which only a header can carry.
const dashboardCSP = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; " +
	"connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// setDashboardHeaders sets the security headers of the dashboard's files.
func setDashboardHeaders(ctx *fasthttp.RequestCtx) {
	h := &ctx.Response.Header
	h.Set("Content-Security-Policy", dashboardCSP)
	h.Set("X-Frame-Options", "DENY")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Cache-Control", "no-cache")
}

// operator guards h with the operator token, compared in constant time.
func (s *Server) operator(h fasthttp.RequestHandler) fasthttp.RequestHandler {
	return func(ctx *fasthttp.RequestCtx) {
		if !s.validToken(ctx) {
			writeError(ctx, errAdminToken)
			return
		}
		h(ctx)
	}
}

// adminDo runs do with a store context of its own and answers the error do
// returns: an *apiError as it is, store.ErrNotFound as 404, anything else as 503
// (logged). do answers success itself. A change (change set) runs under adminMu,
// after every other change of accounts and keys, so that what do read (a key
// count, say) still holds when it writes.
func (s *Server) adminDo(ctx *fasthttp.RequestCtx, change bool, do func(sctx context.Context) error) {
	if change {
		s.adminMu.Lock()
		defer s.adminMu.Unlock()
	}
	sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	err := do(sctx)
	var aerr *apiError
	switch {
	case err == nil:
	case errors.As(err, &aerr):
		writeError(ctx, aerr)
	case errors.Is(err, store.ErrNotFound):
		writeError(ctx, errNotFound)
	default:
		s.logErr.logf(s.logf, "admin: %v", err)
		writeError(ctx, errUnavailable)
	}
}

// withAccount runs do, as adminDo does, on the account the path's {id} names.
func (s *Server) withAccount(ctx *fasthttp.RequestCtx, change bool, do func(context.Context, *store.Account) error) {
	withRecord(s, ctx, change, s.st.Account, do)
}

// withKey runs do, as adminDo does, on the key the path's {id} names.
func (s *Server) withKey(ctx *fasthttp.RequestCtx, change bool, do func(context.Context, *store.Key) error) {
	withRecord(s, ctx, change, s.st.Key, do)
}

// withRecord runs do, as adminDo does, on the record load reads under the path's
// {id}; a missing record is 404.
func withRecord[T any](s *Server, ctx *fasthttp.RequestCtx, change bool, load func(context.Context, string) (*T, error), do func(context.Context, *T) error) {
	s.adminDo(ctx, change, func(sctx context.Context) error {
		rec, err := load(sctx, pathID(ctx))
		if err != nil {
			return err
		}
		return do(sctx, rec)
	})
}

func pathID(ctx *fasthttp.RequestCtx) string {
	id, _ := ctx.UserValue("id").(string)
	return strings.Clone(id)
}

func writeJSON(ctx *fasthttp.RequestCtx, status int, body []byte) {
	ctx.SetStatusCode(status)
	ctx.SetContentType(contentTypeJSON)
	ctx.SetBody(body)
}

// decodeAdmin decodes a JSON admin body into v, answering 415 or 400 itself.
func decodeAdmin(ctx *fasthttp.RequestCtx, v any, schema []fieldSpec) bool {
	if !requireJSON(ctx) {
		return false
	}
	body := ctx.PostBody()
	if err := sonic.Unmarshal(body, v); err != nil {
		writeError(ctx, decodeError(body, schema))
		return false
	}
	return true
}

const maxNameRunes = 200

// validName is why name is not a valid account or key name, or "".
func validName(name string) string {
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		return "is required"
	case !utf8.ValidString(name) || utf8.RuneCountInString(name) > maxNameRunes:
		return "must be 1 to 200 characters of valid UTF-8"
	}
	return ""
}
