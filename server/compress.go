package server

import "github.com/valyala/fasthttp"

// Large GET answers (the OpenAPI document, lists of known scams) are compressed for
// clients that send Accept-Encoding: gzip; they carry Vary: Accept-Encoding either
// way, for caches. The hot endpoints answer small bodies and never come here.

// compressed compresses h's successful answer (gzip, else deflate, else zstd, as
// the client accepts) when it is large enough to gain from it. Errors are left as
// every other endpoint answers them.
func compressed(h fasthttp.RequestHandler) fasthttp.RequestHandler {
	compress := fasthttp.CompressHandlerLevel(func(*fasthttp.RequestCtx) {}, fasthttp.CompressBestSpeed)
	return func(ctx *fasthttp.RequestCtx) {
		h(ctx)
		if ctx.Response.StatusCode() == fasthttp.StatusOK {
			ctx.Response.Header.Set(fasthttp.HeaderVary, fasthttp.HeaderAcceptEncoding)
			compress(ctx)
		}
	}
}

// staticJSON answers the fixed JSON document doc, gzipped once at start for the
// clients that accept gzip. doc must not change afterwards.
func staticJSON(doc []byte) fasthttp.RequestHandler {
	gz := fasthttp.AppendGzipBytesLevel(nil, doc, fasthttp.CompressBestCompression)
	return func(ctx *fasthttp.RequestCtx) {
		ctx.SetContentType(contentTypeJSON)
		ctx.Response.Header.Set(fasthttp.HeaderVary, fasthttp.HeaderAcceptEncoding)
		if ctx.Request.Header.HasAcceptEncoding("gzip") {
			ctx.Response.Header.SetContentEncoding("gzip")
			ctx.Response.SetBodyRaw(gz)
			return
		}
		ctx.Response.SetBodyRaw(doc)
	}
}
