package server

import (
	"context"
	"slices"

	"github.com/bytedance/sonic"
	"github.com/valyala/fasthttp"

	"scamcheck/engine"
	"scamcheck/server/store"
)

// Reports in the admin API (D19, D19a): the operator lists them, those under
// review first, and confirms or rejects them (catalogue.setStatus).

func (s *Server) adminListReports(ctx *fasthttp.RequestCtx) {
	status := string(ctx.QueryArgs().Peek("status"))
	switch status {
	case "", store.ReportPending, store.ReportConfirmed, store.ReportRejected:
	default:
		writeError(ctx, invalid("status", "must be pending, confirmed or rejected"))
		return
	}
	s.adminDo(ctx, false, func(sctx context.Context) error {
		reports, err := s.st.Reports(sctx, "", status)
		if err != nil {
			return err
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
		return nil
	})
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

// adminReportStatus answers POST /admin/v1/reports/{id}/confirm or reject: it
// sets the report's status to status.
func (s *Server) adminReportStatus(status string) fasthttp.RequestHandler {
	return func(ctx *fasthttp.RequestCtx) {
		var body struct {
			WholeHost bool `json:"whole_host"`
		}
		if len(ctx.PostBody()) > 0 && status == store.ReportConfirmed {
			if err := sonic.Unmarshal(ctx.PostBody(), &body); err != nil {
				writeError(ctx, invalid("body", "must be a JSON object, optionally with whole_host (boolean)"))
				return
			}
		}
		s.adminDo(ctx, false, func(sctx context.Context) error {
			r, err := s.cat.setStatus(sctx, s, pathID(ctx), status, body.WholeHost)
			if err != nil {
				return err
			}
			writeJSON(ctx, fasthttp.StatusOK, appendReportJSON(nil, r, s.underReview(r)))
			return nil
		})
	}
}

// appendReportJSON appends a report as operators see it, content included, with
// its weight (live reports) and whether it is under review.
func appendReportJSON(dst []byte, r *store.Report, review bool) []byte {
	dst = append(dst, '{')
	dst = appendStringField(dst, "id", r.ID)
	dst = appendStringField(dst, "account_id", r.AccountID)
	dst = appendStringField(dst, "env", r.Env)
	dst = appendStringField(dst, "content", r.Content)
	dst = appendStringField(dst, "content_type", r.ContentType)
	dst = appendStringField(dst, "scam_type", r.ScamType)
	dst = appendStringField(dst, "description", r.Description)
	dst = appendStringField(dst, "status", r.Status)
	dst = appendBoolField(dst, "under_review", review)
	if r.Env == envLive {
		dst = appendKey(dst, "weight")
		dst = appendUnit(dst, float64(weightOf(r))/1000)
	}
	dst = appendTimeField(dst, "created_at", r.CreatedAt)
	return append(dst, '}')
}
