package server

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/valyala/fasthttp"

	"scamcheck/engine"
	"scamcheck/server/store"
)

// Listing known scams: GET /v1/scams for customers (D10, D20) and GET
// /admin/v1/scams for operators, both over the catalogue's published list.

// scamsQuery is the parsed query of GET /v1/scams.
type scamsQuery struct {
	limit, offset int
	scamType      string // "" all, "phishing" every phishing_*, else one type
	all           bool   // confirmed=false: unconfirmed too
}

func parseScamsQuery(ctx *fasthttp.RequestCtx) (scamsQuery, *apiError) {
	q := scamsQuery{limit: 20}
	args := ctx.QueryArgs()
	if v := args.Peek("limit"); v != nil {
		n, err := strconv.Atoi(string(v))
		if err != nil || n < 1 || n > 100 {
			return q, invalid("limit", "must be an integer from 1 to 100")
		}
		q.limit = n
	}
	if v := args.Peek("offset"); v != nil {
		n, err := strconv.Atoi(string(v))
		if err != nil || n < 0 {
			return q, invalid("offset", "must be a non-negative integer")
		}
		q.offset = n
	}
	if v := args.Peek("scam_type"); v != nil {
		t := string(v)
		if _, ok := engine.ParseScamType(t); !ok && t != "phishing" {
			return q, invalid("scam_type", "must be phishing or one of phishing_bank, phishing_other, fake_delivery, romance_scam, investment_scam, tech_support, lottery, other")
		}
		q.scamType = t
	}
	if v := args.Peek("confirmed"); v != nil {
		switch string(v) {
		case "true":
		case "false":
			q.all = true
		default:
			return q, invalid("confirmed", "must be true or false")
		}
	}
	return q, nil
}

func (q *scamsQuery) matches(k *store.KnownScam) bool {
	if !q.all && !k.Confirmed {
		return false
	}
	switch q.scamType {
	case "":
		return true
	case "phishing":
		return strings.HasPrefix(k.ScamType, "phishing_")
	}
	return k.ScamType == q.scamType
}

func (s *Server) handleScams(ctx *fasthttp.RequestCtx) {
	k := s.begin(ctx)
	if k == nil || !requirePlan(ctx, k) {
		return
	}
	q, aerr := parseScamsQuery(ctx)
	if aerr != nil {
		writeError(ctx, aerr)
		return
	}
	list := fixtureScams
	if k.env == envLive {
		list = *s.cat.list.Load()
	}
	ctx.SetContentType(contentTypeJSON)
	ctx.SetBody(appendScamPage(make([]byte, 0, 4096), list, &q, nil, false))
}

// appendScamPage appends the page of list that q selects, as {data, pagination}.
// keep, when set, narrows q's selection; withContent adds each record's content
// and content type, for operators only.
func appendScamPage(out []byte, list []store.KnownScam, q *scamsQuery, keep func(*store.KnownScam) bool, withContent bool) []byte {
	out = append(out, `{"data":[`...)
	total, shown := 0, 0
	for i := range list {
		sc := &list[i]
		if !q.matches(sc) || (keep != nil && !keep(sc)) {
			continue
		}
		total++
		if total <= q.offset || shown >= q.limit {
			continue
		}
		if shown > 0 {
			out = append(out, ',')
		}
		shown++
		out = appendScamJSON(out, sc)
		if withContent {
			out = out[:len(out)-1] // reopen the object for the operator's fields
			out = appendStringField(out, "content", sc.Content)
			out = appendStringField(out, "content_type", sc.ContentType)
			out = append(out, '}')
		}
	}
	out = append(out, ']')
	out = appendKey(out, "pagination")
	out = append(out, '{')
	out = appendIntField(out, "total", int64(total))
	out = appendIntField(out, "limit", int64(q.limit))
	out = appendIntField(out, "offset", int64(q.offset))
	out = appendBoolField(out, "has_more", q.offset+shown < total)
	return append(out, '}', '}')
}

// appendScamJSON appends one known scam record (D20).
func appendScamJSON(dst []byte, k *store.KnownScam) []byte {
	dst = append(dst, '{')
	dst = appendStringField(dst, "id", k.ID)
	dst = appendStringField(dst, "scam_type", k.ScamType)
	dst = appendKey(dst, "brand_targeted")
	dst = appendNullableString(dst, k.Brand)
	dst = appendIntField(dst, "score", int64(k.Score))
	dst = appendIntField(dst, "report_count", int64(k.ReportCount))
	dst = appendBoolField(dst, "confirmed", k.Confirmed)
	dst = appendTimeField(dst, "first_seen_at", k.FirstSeenAt)
	return append(dst, '}')
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
