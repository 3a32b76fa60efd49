package server

import (
	"testing"

	"github.com/valyala/fasthttp"
)

func TestTmpObserveAllocs(t *testing.T) {
	ps := newPerfServer(t)
	noop := func(ctx *fasthttp.RequestCtx) { ctx.SetStatusCode(200) }
	var ctx fasthttp.RequestCtx
	ctx.Request.SetRequestURI("/v1/check")
	for range 10 {
		ps.srv.observe(&ctx, listenerPublic, noop)
	}
	t.Logf("observe %v", testing.AllocsPerRun(100, func() { ps.srv.observe(&ctx, listenerPublic, noop) }))
	t.Logf("recent %v", testing.AllocsPerRun(100, func() { ps.srv.obs.recent.update(5) }))
	t.Logf("classify %v", testing.AllocsPerRun(100, func() { classify(listenerPublic, ctx.Path()) }))
	t.Logf("request %v", testing.AllocsPerRun(100, func() { ps.srv.obs.request(listenerPublic, epCheck, 200, 5) }))
	t.Logf("log %v", testing.AllocsPerRun(100, func() { ps.srv.logAccess(&ctx, listenerPublic, epCheck, 200, 5) }))
}
