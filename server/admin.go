package server

import (
	"context"
	"errors"
	"io/fs"
	"mime"
	"path"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/bytedance/sonic"
	"github.com/fasthttp/router"
	"github.com/valyala/fasthttp"

	"scamcheck/engine"
	"scamcheck/server/store"
)

// accountRequest is the body of POST and PATCH /admin/v1/accounts; nil fields are
// absent (PATCH leaves them unchanged).
type accountRequest struct {
	Name               *string `json:"name"`
	Plan               *string `json:"plan"`
	MonthlyQuota       *int64  `json:"monthly_quota"`
	RateLimitPerMinute *int64  `json:"rate_limit_per_minute"`
}

// keyRequest is the body of POST /admin/v1/accounts/{id}/keys.
type keyRequest struct {
	Name string `json:"name"`
	Type string `json:"type"`
}

// Enterprise defaults when the operator sets no custom terms (D5).
const (
	enterpriseDefaultQuota = 0 // unlimited
	enterpriseDefaultRate  = 1000
)

const maxNameRunes = 200

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

func adminContext() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), 10*time.Second)
}

// storeError answers a store failure: 404 for a missing record, 503 otherwise.
func (s *Server) storeError(ctx *fasthttp.RequestCtx, err error) {
	if errors.Is(err, store.ErrNotFound) {
		writeError(ctx, errNotFound)
		return
	}
	s.logErr.logf(s.logf, "admin: %v", err)
	writeError(ctx, errUnavailable)
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

// applyAccount applies a create or patch request to a, validating it.
func applyAccount(a *store.Account, in *accountRequest, creating bool) *apiError {
	if in.Name != nil || creating {
		name := ""
		if in.Name != nil {
			name = *in.Name
		}
		if reason := validName(name); reason != "" {
			return invalid("name", reason)
		}
		a.Name = strings.TrimSpace(name)
	}
	oldPlan := a.Plan
	if in.Plan != nil || creating {
		if in.Plan == nil || *in.Plan == "" {
			return invalid("plan", "is required")
		}
		if _, ok := planByName(*in.Plan); !ok {
			return invalid("plan", "must be one of "+strings.Join(planNames(), ", "))
		}
		a.Plan = *in.Plan
	}
	p, _ := planByName(a.Plan)
	if !p.custom {
		if in.MonthlyQuota != nil {
			return invalid("monthly_quota", "can only be set for the enterprise plan")
		}
		if in.RateLimitPerMinute != nil {
			return invalid("rate_limit_per_minute", "can only be set for the enterprise plan")
		}
		a.MonthlyQuota, a.RateLimitPerMinute = p.monthlyQuota, p.ratePerMinute
		return nil
	}
	if oldPlan != a.Plan {
		a.MonthlyQuota, a.RateLimitPerMinute = enterpriseDefaultQuota, enterpriseDefaultRate
	}
	if in.MonthlyQuota != nil {
		if *in.MonthlyQuota < 0 {
			return invalid("monthly_quota", "must be 0 (unlimited) or more")
		}
		a.MonthlyQuota = *in.MonthlyQuota
	}
	if in.RateLimitPerMinute != nil {
		if *in.RateLimitPerMinute < 0 {
			return invalid("rate_limit_per_minute", "must be 0 (unlimited) or more")
		}
		a.RateLimitPerMinute = *in.RateLimitPerMinute
	}
	return nil
}

func (s *Server) adminCreateAccount(ctx *fasthttp.RequestCtx) {
	var in accountRequest
	if !decodeAdmin(ctx, &in, accountSchema) {
		return
	}
	a := &store.Account{ID: newID(prefixAccount), CreatedAt: s.now().UTC()}
	if aerr := applyAccount(a, &in, true); aerr != nil {
		writeError(ctx, aerr)
		return
	}
	sctx, cancel := adminContext()
	defer cancel()
	if err := s.putAccount(sctx, a); err != nil {
		s.storeError(ctx, err)
		return
	}
	writeJSON(ctx, fasthttp.StatusCreated, s.appendAccountJSON(nil, a))
}

// putAccount stores a and makes the change visible to the hot path at once.
func (s *Server) putAccount(ctx context.Context, a *store.Account) error {
	if err := s.st.PutAccount(ctx, a); err != nil {
		return err
	}
	return s.reloadAuth(ctx)
}

func (s *Server) adminPatchAccount(ctx *fasthttp.RequestCtx) {
	var in accountRequest
	if !decodeAdmin(ctx, &in, accountSchema) {
		return
	}
	s.adminMu.Lock()
	defer s.adminMu.Unlock()
	sctx, cancel := adminContext()
	defer cancel()
	a, err := s.st.Account(sctx, pathID(ctx))
	if err != nil {
		s.storeError(ctx, err)
		return
	}
	if aerr := applyAccount(a, &in, false); aerr != nil {
		writeError(ctx, aerr)
		return
	}
	if err := s.putAccount(sctx, a); err != nil {
		s.storeError(ctx, err)
		return
	}
	writeJSON(ctx, fasthttp.StatusOK, s.appendAccountJSON(nil, a))
}

func (s *Server) adminListAccounts(ctx *fasthttp.RequestCtx) {
	sctx, cancel := adminContext()
	defer cancel()
	accts, err := s.st.Accounts(sctx)
	if err != nil {
		s.storeError(ctx, err)
		return
	}
	slices.SortFunc(accts, func(a, b store.Account) int { return a.CreatedAt.Compare(b.CreatedAt) })
	out := append([]byte(nil), `{"data":[`...)
	for i := range accts {
		if i > 0 {
			out = append(out, ',')
		}
		out = s.appendAccountJSON(out, &accts[i])
	}
	writeJSON(ctx, fasthttp.StatusOK, append(out, "]}"...))
}

func (s *Server) adminGetAccount(ctx *fasthttp.RequestCtx) {
	sctx, cancel := adminContext()
	defer cancel()
	a, err := s.st.Account(sctx, pathID(ctx))
	if err != nil {
		s.storeError(ctx, err)
		return
	}
	writeJSON(ctx, fasthttp.StatusOK, s.appendAccountJSON(nil, a))
}

// appendAccountJSON appends an account with its usage of the current periods.
func (s *Server) appendAccountJSON(dst []byte, a *store.Account) []byte {
	dst = append(dst, '{')
	dst = appendKey(dst, "id")
	dst = appendQuoted(dst, a.ID)
	dst = appendKey(dst, "name")
	dst = appendQuoted(dst, a.Name)
	dst = appendKey(dst, "plan")
	dst = appendQuoted(dst, a.Plan)
	dst = appendKey(dst, "monthly_quota")
	dst = appendInt(dst, a.MonthlyQuota)
	dst = appendKey(dst, "rate_limit_per_minute")
	dst = appendInt(dst, a.RateLimitPerMinute)
	p := s.periodsAt(s.now())
	live, _ := s.meter.Used(a.ID, p.live)
	test, _ := s.meter.Used(a.ID, p.test)
	dst = appendKey(dst, "usage")
	dst = append(dst, '{')
	dst = appendKey(dst, "live_this_month")
	dst = appendInt(dst, live)
	dst = appendKey(dst, "test_today")
	dst = appendInt(dst, test)
	dst = append(dst, '}')
	dst = appendKey(dst, "created_at")
	dst = append(dst, '"')
	dst = appendTime(dst, a.CreatedAt)
	return append(dst, '"', '}')
}

func (s *Server) adminCreateKey(ctx *fasthttp.RequestCtx) {
	var in keyRequest
	if !decodeAdmin(ctx, &in, keySchema) {
		return
	}
	if reason := validName(in.Name); reason != "" {
		writeError(ctx, invalid("name", reason))
		return
	}
	if in.Type != envTest && in.Type != envLive {
		writeError(ctx, invalid("type", `must be "test" or "live"`))
		return
	}
	s.adminMu.Lock()
	defer s.adminMu.Unlock()
	sctx, cancel := adminContext()
	defer cancel()
	a, err := s.st.Account(sctx, pathID(ctx))
	if err != nil {
		s.storeError(ctx, err)
		return
	}
	p, ok := planByName(a.Plan)
	if !ok {
		writeError(ctx, errInternal)
		return
	}
	keys, err := s.st.Keys(sctx)
	if err != nil {
		s.storeError(ctx, err)
		return
	}
	n := 0
	for i := range keys {
		if keys[i].AccountID == a.ID && keys[i].Type == in.Type {
			n++
		}
	}
	if limit := p.keyLimit(in.Type); limit >= 0 && n >= limit {
		msg := "The " + p.name + " plan allows " + itoa(limit) + " " + in.Type + " key(s)."
		if limit == 0 {
			msg = "Live keys need a B2B plan."
		}
		writeError(ctx, &apiError{code: codePlanUpgradeRequired, message: msg,
			details: []detail{dStr("current_plan", p.name), dList("required_plans", plansAllowingMoreKeys(in.Type, n)),
				dStr("key_type", in.Type), dInt("key_limit", int64(limit))}})
		return
	}
	now := s.now().UTC()
	k, secret := newKey(a.ID, strings.TrimSpace(in.Name), in.Type, now)
	if err := s.putKey(sctx, k); err != nil {
		s.storeError(ctx, err)
		return
	}
	writeJSON(ctx, fasthttp.StatusCreated, appendKeyJSON(nil, k, secret))
}

// newKey makes a key record and its secret.
func newKey(accountID, name, env string, now time.Time) (*store.Key, string) {
	secret := newSecret(env)
	prefix := prefixTestKey
	if env == envLive {
		prefix = prefixLiveKey
	}
	return &store.Key{ID: newID(prefixKey), AccountID: accountID, Name: name, Type: env, Prefix: prefix,
		Hash: hashSecret(secret), CreatedAt: now, UpdatedAt: now}, secret
}

// putKey stores k and makes the change visible to the hot path at once.
func (s *Server) putKey(ctx context.Context, k *store.Key) error {
	if err := s.st.PutKey(ctx, k); err != nil {
		return err
	}
	return s.reloadAuth(ctx)
}

func (s *Server) adminListKeys(ctx *fasthttp.RequestCtx) {
	sctx, cancel := adminContext()
	defer cancel()
	id := pathID(ctx)
	if _, err := s.st.Account(sctx, id); err != nil {
		s.storeError(ctx, err)
		return
	}
	keys, err := s.st.Keys(sctx)
	if err != nil {
		s.storeError(ctx, err)
		return
	}
	out := append([]byte(nil), `{"data":[`...)
	n := 0
	for i := range keys {
		if keys[i].AccountID != id {
			continue
		}
		if n > 0 {
			out = append(out, ',')
		}
		n++
		out = appendKeyJSON(out, &keys[i], "")
	}
	writeJSON(ctx, fasthttp.StatusOK, append(out, "]}"...))
}

func (s *Server) adminRegenerateKey(ctx *fasthttp.RequestCtx) {
	s.adminMu.Lock()
	defer s.adminMu.Unlock()
	sctx, cancel := adminContext()
	defer cancel()
	k, err := s.st.Key(sctx, pathID(ctx))
	if err != nil {
		s.storeError(ctx, err)
		return
	}
	secret := newSecret(k.Type)
	k.Hash = hashSecret(secret)
	k.UpdatedAt = s.now().UTC()
	if err := s.putKey(sctx, k); err != nil {
		s.storeError(ctx, err)
		return
	}
	writeJSON(ctx, fasthttp.StatusOK, appendKeyJSON(nil, k, secret))
}

func (s *Server) adminDeleteKey(ctx *fasthttp.RequestCtx) {
	s.adminMu.Lock()
	defer s.adminMu.Unlock()
	sctx, cancel := adminContext()
	defer cancel()
	id := pathID(ctx)
	if _, err := s.st.Key(sctx, id); err != nil {
		s.storeError(ctx, err)
		return
	}
	if err := s.st.DeleteKey(sctx, id); err != nil {
		s.storeError(ctx, err)
		return
	}
	if err := s.reloadAuth(sctx); err != nil {
		s.storeError(ctx, err)
		return
	}
	ctx.SetStatusCode(fasthttp.StatusNoContent)
}

// appendKeyJSON appends a key record; secret, when not empty, is shown as "key".
func appendKeyJSON(dst []byte, k *store.Key, secret string) []byte {
	dst = append(dst, '{')
	dst = appendKey(dst, "id")
	dst = appendQuoted(dst, k.ID)
	dst = appendKey(dst, "account_id")
	dst = appendQuoted(dst, k.AccountID)
	dst = appendKey(dst, "name")
	dst = appendQuoted(dst, k.Name)
	dst = appendKey(dst, "type")
	dst = appendQuoted(dst, k.Type)
	dst = appendKey(dst, "prefix")
	dst = appendQuoted(dst, k.Prefix)
	if secret != "" {
		dst = appendKey(dst, "key")
		dst = appendQuoted(dst, secret)
	}
	dst = appendKey(dst, "created_at")
	dst = append(dst, '"')
	dst = appendTime(dst, k.CreatedAt)
	dst = append(dst, '"')
	dst = appendKey(dst, "updated_at")
	dst = append(dst, '"')
	dst = appendTime(dst, k.UpdatedAt)
	return append(dst, '"', '}')
}

func (s *Server) adminListReports(ctx *fasthttp.RequestCtx) {
	status := string(ctx.QueryArgs().Peek("status"))
	switch status {
	case "", store.ReportPending, store.ReportConfirmed, store.ReportRejected:
	default:
		writeError(ctx, invalid("status", "must be pending, confirmed or rejected"))
		return
	}
	sctx, cancel := adminContext()
	defer cancel()
	reports, err := s.st.Reports(sctx, "", status)
	if err != nil {
		s.storeError(ctx, err)
		return
	}
	// Reports under review first, each group oldest first as stored.
	review := make([]bool, len(reports))
	order := make([]int, len(reports))
	for i := range reports {
		review[i] = s.underReview(&reports[i])
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case review[a] == review[b]:
			return 0
		case review[a]:
			return -1
		}
		return 1
	})
	out := append([]byte(nil), `{"data":[`...)
	for n, i := range order {
		if n > 0 {
			out = append(out, ',')
		}
		out = appendReportJSON(out, &reports[i], review[i])
	}
	writeJSON(ctx, fasthttp.StatusOK, append(out, "]}"...))
}

// underReview reports whether r waits for an operator because the community cannot
// confirm it: a pending live report on a URL of a brand's official or a popular
// domain, which shows in the community layer without counting.
func (s *Server) underReview(r *store.Report) bool {
	if r.Env != envLive || r.Status != store.ReportPending {
		return false
	}
	typ, _ := engine.ParseContentType(r.ContentType)
	return s.eng.Protected([]byte(r.Content), typ)
}

func (s *Server) adminReportStatus(status string) fasthttp.RequestHandler {
	return func(ctx *fasthttp.RequestCtx) {
		sctx, cancel := adminContext()
		defer cancel()
		var body struct {
			WholeHost bool `json:"whole_host"`
		}
		if len(ctx.PostBody()) > 0 && status == store.ReportConfirmed {
			if err := sonic.Unmarshal(ctx.PostBody(), &body); err != nil {
				writeError(ctx, invalid("body", "must be a JSON object, optionally with whole_host (boolean)"))
				return
			}
		}
		r, err := s.cat.setStatus(sctx, s, pathID(ctx), status, body.WholeHost)
		if err != nil {
			s.storeError(ctx, err)
			return
		}
		writeJSON(ctx, fasthttp.StatusOK, appendReportJSON(nil, r, s.underReview(r)))
	}
}

// appendReportJSON appends a report as operators see it, content included, with
// its weight (live reports) and whether it is under review.
func appendReportJSON(dst []byte, r *store.Report, review bool) []byte {
	dst = append(dst, '{')
	dst = appendKey(dst, "id")
	dst = appendQuoted(dst, r.ID)
	dst = appendKey(dst, "account_id")
	dst = appendQuoted(dst, r.AccountID)
	dst = appendKey(dst, "env")
	dst = appendQuoted(dst, r.Env)
	dst = appendKey(dst, "content")
	dst = appendQuoted(dst, r.Content)
	dst = appendKey(dst, "content_type")
	dst = appendQuoted(dst, r.ContentType)
	dst = appendKey(dst, "scam_type")
	dst = appendQuoted(dst, r.ScamType)
	dst = appendKey(dst, "description")
	dst = appendQuoted(dst, r.Description)
	dst = appendKey(dst, "status")
	dst = appendQuoted(dst, r.Status)
	dst = appendKey(dst, "under_review")
	dst = appendBool(dst, review)
	if r.Env == envLive {
		dst = appendKey(dst, "weight")
		dst = appendUnit(dst, float64(weightOf(r))/1000)
	}
	dst = appendKey(dst, "created_at")
	dst = append(dst, '"')
	dst = appendTime(dst, r.CreatedAt)
	return append(dst, '"', '}')
}

// DemoAccount is the account EnsureDemoAccount created, with its two key secrets.
type DemoAccount struct {
	ID, Plan         string
	LiveKey, TestKey string
}

// demoPlan is the demo account's plan: business, so that every endpoint of the
// README's examples answers, with a live key for real verdicts.
const demoPlan = "business"

// EnsureDemoAccount creates, when the store holds no account at all, a demo
// account on the business plan with a live key and a test key, and returns it with
// the keys' secrets (shown this once). It returns nil otherwise.
func (s *Server) EnsureDemoAccount(ctx context.Context) (*DemoAccount, error) {
	s.adminMu.Lock()
	defer s.adminMu.Unlock()
	accts, err := s.st.Accounts(ctx)
	if err != nil || len(accts) > 0 {
		return nil, err
	}
	now := s.now().UTC()
	p, _ := planByName(demoPlan)
	a := &store.Account{ID: newID(prefixAccount), Name: "Demo", Plan: p.name, MonthlyQuota: p.monthlyQuota,
		RateLimitPerMinute: p.ratePerMinute, CreatedAt: now}
	if err := s.st.PutAccount(ctx, a); err != nil {
		return nil, err
	}
	demo := &DemoAccount{ID: a.ID, Plan: p.name}
	for _, k := range []struct {
		name, env string
		secret    *string
	}{{"demo live key", envLive, &demo.LiveKey}, {"demo test key", envTest, &demo.TestKey}} {
		key, secret := newKey(a.ID, k.name, k.env, now)
		if err := s.putKey(ctx, key); err != nil {
			return nil, err
		}
		*k.secret = secret
	}
	return demo, nil
}
