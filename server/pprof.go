package server

import (
	"net/http/pprof"

	"github.com/fasthttp/router"
	"github.com/valyala/fasthttp"
	"github.com/valyala/fasthttp/fasthttpadaptor"
)

// pprofRoutes serves the Go runtime profiles of net/http/pprof on the admin listener
// under /debug/pprof/, behind the operator token, e.g.
//
//	curl -H "Authorization: Bearer $TOKEN" -o cpu.out \
//	  'http://127.0.0.1:8081/debug/pprof/profile?seconds=10'
//	go tool pprof bin/scamcheck cpu.out
//
// A CPU profile or trace runs as long as its ?seconds= (default 30 for profile, 1
// for trace) before it answers.
func (s *Server) pprofRoutes(r *router.Router) {
	index := fasthttpadaptor.NewFastHTTPHandlerFunc(pprof.Index) // also /debug/pprof/heap, allocs, goroutine...
	named := map[string]fasthttp.RequestHandler{
		"cmdline": fasthttpadaptor.NewFastHTTPHandlerFunc(pprof.Cmdline),
		"profile": fasthttpadaptor.NewFastHTTPHandlerFunc(pprof.Profile),
		"symbol":  fasthttpadaptor.NewFastHTTPHandlerFunc(pprof.Symbol),
		"trace":   fasthttpadaptor.NewFastHTTPHandlerFunc(pprof.Trace),
	}
	h := s.operator(func(ctx *fasthttp.RequestCtx) {
		name, _ := ctx.UserValue("name").(string)
		if h := named[name]; h != nil {
			h(ctx)
			return
		}
		index(ctx)
	})
	r.GET("/debug/pprof/{name:*}", h)
	r.POST("/debug/pprof/symbol", h)
}
