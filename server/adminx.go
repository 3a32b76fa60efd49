package server

import (
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/valyala/fasthttp"

	"scamcheck/engine"
	"scamcheck/server/store"
)

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

// adminStats answers GET /admin/v1/stats: this node's counters since it started
// over the public API (health probes left out), the latency percentiles of its
// public requests over about the last minute, and the analyses answered by
// verdict (check and batch items, live and test, cached included).
func (s *Server) adminStats(ctx *fasthttp.RequestCtx) {
	o := s.obs
	var byStatus [numStatuses]uint64
	total := uint64(0)
	for _, ep := range listenerEndpoints[listenerPublic] {
		if ep == epHealthz || ep == epReadyz {
			continue
		}
		for i, c := range o.requests[listenerPublic][ep] {
			n := c.Get()
			byStatus[i] += n
			total += n
		}
	}
	out := make([]byte, 0, 512)
	out = append(out, '{')
	out = appendKey(out, "requests_total")
	out = strconv.AppendUint(out, total, 10)
	out = appendKey(out, "by_status")
	out = append(out, '{')
	for i, code := range statusCodes {
		if byStatus[i] == 0 {
			continue
		}
		out = appendKey(out, strconv.Itoa(code))
		out = strconv.AppendUint(out, byStatus[i], 10)
	}
	out = append(out, '}')
	q := o.recent.quantiles(time.Now(), 0.5, 0.9, 0.99)
	out = appendKey(out, "latency_ms")
	out = append(out, '{')
	for i, name := range [...]string{"p50", "p90", "p99"} {
		out = appendKey(out, name)
		out = strconv.AppendFloat(out, q[i]*1000, 'f', 3, 64)
	}
	out = append(out, '}')
	out = appendKey(out, "verdicts")
	out = append(out, '{')
	for v, c := range o.verdicts {
		out = appendKey(out, engine.Verdict(v).String())
		out = strconv.AppendUint(out, c.Get(), 10)
	}
	out = append(out, '}', '}')
	writeJSON(ctx, fasthttp.StatusOK, out)
}

// adminCheck answers POST /admin/v1/check, the dashboard's playground: the body,
// validation and answer of POST /v1/check, analysed as live. It is billed to no
// account and has no rate limit; it never reads the result cache (the operator sees
// what the engine says now, e.g. right after confirming a report) nor writes it (a
// playground analysis must not become a customer's cached answer). Its verdict is
// not counted in the stats, which describe customers' traffic; its layer times are.
func (s *Server) adminCheck(ctx *fasthttp.RequestCtx) {
	if !requireJSON(ctx) {
		return
	}
	sh, aerr := parseShape(ctx)
	if aerr != nil {
		writeError(ctx, aerr)
		return
	}
	st := acquireState()
	defer releaseState(st)
	content, typ, aerr := st.decodeCheck(s.eng, ctx.PostBody())
	if aerr != nil {
		writeError(ctx, aerr)
		return
	}
	s.analyze(st, content, typ, langOf(ctx), s.now())
	st.out = st.check.appendJSON(st.out[:0], sh)
	ctx.SetContentType(contentTypeJSON)
	ctx.SetBody(st.out)
}

// maxScamQueryRunes is the longest q of GET /admin/v1/scams.
const maxScamQueryRunes = 200

// adminScams answers GET /admin/v1/scams: GET /v1/scams over the live catalogue
// (same limit, offset, scam_type and confirmed parameters, same order) with a
// case-insensitive search q over the normalized content and the brand, and each
// record's content and content type.
func (s *Server) adminScams(ctx *fasthttp.RequestCtx) {
	q, aerr := parseScamsQuery(ctx)
	if aerr != nil {
		writeError(ctx, aerr)
		return
	}
	text := ctx.QueryArgs().Peek("q")
	if !utf8.Valid(text) || utf8.RuneCount(text) > maxScamQueryRunes {
		writeError(ctx, invalid("q", "must be at most 200 characters of valid UTF-8"))
		return
	}
	needle := strings.ToLower(strings.TrimSpace(string(text)))
	list := *s.cat.list.Load()
	keep := func(sc *store.KnownScam) bool { return scamMatchesText(sc, needle) }
	writeJSON(ctx, fasthttp.StatusOK, appendScamPage(make([]byte, 0, 4096), list, &q, keep, true))
}

// scamMatchesText reports whether the lower-cased needle is in sc's content or brand,
// compared in lower case; an empty needle matches everything.
func scamMatchesText(sc *store.KnownScam, needle string) bool {
	return needle == "" || strings.Contains(strings.ToLower(sc.Content), needle) ||
		strings.Contains(strings.ToLower(sc.Brand), needle)
}
