// Command ref is the reference server the ScamCheck load tests compare against: the
// fastest this endpoint shape can be served with our stack, doing everything but the
// analysis. It answers POST /v1/check by reading X-API-Key, decoding the JSON body and
// writing a pre-built, realistic check result (the API's shape) of a chosen size, and
// POST /v1/batch by decoding the items and writing one pre-built element per item.
//
//	ref -impl fasthttp -addr 127.0.0.1:8090   # fasthttp + fasthttp/router + sonic
//	ref -impl nethttp  -addr 127.0.0.1:8091   # net/http + encoding/json, the plain Go peer
//
// It stops on SIGINT or SIGTERM.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"reflect"
	"strconv"
	"syscall"
	"time"

	"github.com/bytedance/sonic"
	"github.com/fasthttp/router"
	"github.com/valyala/bytebufferpool"
	"github.com/valyala/fasthttp"
)

// maxBodyBytes is the request body limit (D12).
const maxBodyBytes = 1 << 20

// maxBatchItems is the item limit of a batch (spec 8).
const maxBatchItems = 100

// checkRequest is the body of POST /v1/check and one item of POST /v1/batch.
type checkRequest struct {
	Content string `json:"content"`
	Type    string `json:"type"`
}

// batchRequest is the body of POST /v1/batch.
type batchRequest struct {
	Items []checkRequest `json:"items"`
}

func main() {
	fs := flag.NewFlagSet("ref", flag.ExitOnError)
	impl := fs.String("impl", "fasthttp", "server stack: fasthttp (fasthttp + router + sonic) or nethttp (net/http + encoding/json)")
	addr := fs.String("addr", "127.0.0.1:8090", "listen address")
	size := fs.Int("response-bytes", 0, "size of the /v1/check response in bytes (padded advice); 0 keeps the natural size")
	_ = fs.Parse(os.Args[1:])

	resp := checkResponse(*size)
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatalf("cannot listen on %s: %s", *addr, err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	log.Printf("ref: %s serving on %s, /v1/check response %d bytes", *impl, ln.Addr(), len(resp))
	switch *impl {
	case "fasthttp":
		err = serveFasthttp(ctx, ln, resp)
	case "nethttp":
		err = serveNethttp(ctx, ln, resp)
	default:
		err = fmt.Errorf("unknown -impl %q: want fasthttp or nethttp", *impl)
	}
	if err != nil {
		log.Fatal(err)
	}
}

// naturalCheckResponse is a realistic check result for a phishing SMS: six layers,
// reasons with emoji, advice. checkResponse pads its advice to a requested size.
const naturalCheckResponse = `{"id":"chk_q7Xn2LkP4vR8sT1wYb3Zc","score":92,"verdict":"scam","confidence":0.91,` +
	`"scam_type":"phishing_bank","brand_targeted":"HSBC",` +
	`"layers":[` +
	`{"name":"cache","risk_score":0,"confidence":0,"is_threat":false,"details":"","execution_time_ms":0},` +
	`{"name":"phishing","risk_score":88,"confidence":0.9,"is_threat":true,"details":"typosquatting of hsbc.co.uk, brand impersonation: HSBC, suspicious TLD .top","execution_time_ms":0},` +
	`{"name":"semantic","risk_score":81,"confidence":0.84,"is_threat":true,"details":"similar to known scam texts (0.87)","execution_time_ms":0},` +
	`{"name":"fraud","risk_score":86,"confidence":0.88,"is_threat":true,"details":"scam probability 86%, category phishing_bank","execution_time_ms":0},` +
	`{"name":"community","risk_score":0,"confidence":0,"is_threat":false,"details":"","execution_time_ms":0},` +
	`{"name":"deep_ai","risk_score":0,"confidence":0,"is_threat":false,"details":"not needed: fast layers conclusive","execution_time_ms":0}],` +
	`"concordant_signals":3,"concordance_boost":true,` +
	`"reasons":["🎣 The link imitates HSBC's website (hsbc-secure-verify.top)",` +
	`"⚠️ Urgent tone: the message threatens to suspend your account",` +
	`"🔗 The link uses a top-level domain often used by scams (.top)",` +
	`"🔐 The page asks for your login details"],` +
	`"advice":"Do not click the link and do not enter any login details. If in doubt, call your bank on the number printed on your card.",` +
	`"analysis_time_ms":1,"cached":false,"created_at":"2026-11-21T08:15:30.123Z"}`

// checkResponse returns the /v1/check response, its advice padded so that the whole
// is size bytes when size is larger than the natural response.
func checkResponse(size int) []byte {
	b := []byte(naturalCheckResponse)
	pad := size - len(b)
	if pad <= 0 {
		return b
	}
	const filler = " Report it to your operator by forwarding it to 7726."
	at := bytes.Index(b, []byte(`","analysis_time_ms"`))
	out := make([]byte, 0, size)
	out = append(out, b[:at]...)
	for i := 0; i < pad; i++ {
		out = append(out, filler[i%len(filler)])
	}
	return append(out, b[at:]...)
}

// appendBatchResponse appends a batch response with n results to dst.
func appendBatchResponse(dst []byte, n int) []byte {
	dst = append(dst, `{"batch_id":"bat_V3kq9XsL2mPw8RtN4yZb1","results":[`...)
	for i := 0; i < n; i++ {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, `{"index":`...)
		dst = strconv.AppendInt(dst, int64(i), 10)
		dst = append(dst, `,"id":"chk_q7Xn2LkP4vR8sT1wYb3Zc","verdict":"dangerous","risk_score":92,"cached":false}`...)
	}
	dst = append(dst, `],"summary":{"total":`...)
	dst = strconv.AppendInt(dst, int64(n), 10)
	dst = append(dst, `,"safe":0,"suspicious":0,"dangerous":`...)
	dst = strconv.AppendInt(dst, int64(n), 10)
	return append(dst, `}}`...)
}

// Error bodies (D11).
var (
	errNoKey      = []byte(`{"error":{"code":"INVALID_API_KEY","message":"missing API key"}}`)
	errBadRequest = []byte(`{"error":{"code":"INVALID_REQUEST","message":"malformed request body"}}`)
)

func serveFasthttp(ctx context.Context, ln net.Listener, resp []byte) error {
	if err := sonic.Pretouch(reflect.TypeFor[checkRequest]()); err != nil {
		return fmt.Errorf("cannot pretouch sonic: %w", err)
	}
	if err := sonic.Pretouch(reflect.TypeFor[batchRequest]()); err != nil {
		return fmt.Errorf("cannot pretouch sonic: %w", err)
	}
	r := router.New()
	r.POST("/v1/check", func(ctx *fasthttp.RequestCtx) {
		ctx.SetContentType("application/json")
		if len(ctx.Request.Header.Peek("X-API-Key")) == 0 {
			ctx.SetStatusCode(fasthttp.StatusUnauthorized)
			ctx.Response.SetBodyRaw(errNoKey)
			return
		}
		var req checkRequest
		if err := sonic.Unmarshal(ctx.PostBody(), &req); err != nil || req.Content == "" {
			ctx.SetStatusCode(fasthttp.StatusBadRequest)
			ctx.Response.SetBodyRaw(errBadRequest)
			return
		}
		ctx.Response.SetBodyRaw(resp)
	})
	r.POST("/v1/batch", func(ctx *fasthttp.RequestCtx) {
		ctx.SetContentType("application/json")
		if len(ctx.Request.Header.Peek("X-API-Key")) == 0 {
			ctx.SetStatusCode(fasthttp.StatusUnauthorized)
			ctx.Response.SetBodyRaw(errNoKey)
			return
		}
		var req batchRequest
		if err := sonic.Unmarshal(ctx.PostBody(), &req); err != nil || len(req.Items) == 0 || len(req.Items) > maxBatchItems {
			ctx.SetStatusCode(fasthttp.StatusBadRequest)
			ctx.Response.SetBodyRaw(errBadRequest)
			return
		}
		bb := bytebufferpool.Get()
		bb.B = appendBatchResponse(bb.B[:0], len(req.Items))
		ctx.SetBody(bb.B)
		bytebufferpool.Put(bb)
	})
	s := &fasthttp.Server{
		Handler:            r.Handler,
		Name:               "ref-fasthttp",
		MaxRequestBodySize: maxBodyBytes,
		ReadTimeout:        30 * time.Second,
		IdleTimeout:        time.Minute,
	}
	errc := make(chan error, 1)
	go func() { errc <- s.Serve(ln) }()
	select {
	case err := <-errc:
		return fmt.Errorf("cannot serve: %w", err)
	case <-ctx.Done():
		return s.Shutdown()
	}
}

func serveNethttp(ctx context.Context, ln net.Listener, resp []byte) error {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/check", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		if r.Header.Get("X-API-Key") == "" {
			w.WriteHeader(http.StatusUnauthorized)
			w.Write(errNoKey)
			return
		}
		var req checkRequest
		if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxBodyBytes)).Decode(&req); err != nil || req.Content == "" {
			w.WriteHeader(http.StatusBadRequest)
			w.Write(errBadRequest)
			return
		}
		w.Write(resp)
	})
	mux.HandleFunc("POST /v1/batch", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		if r.Header.Get("X-API-Key") == "" {
			w.WriteHeader(http.StatusUnauthorized)
			w.Write(errNoKey)
			return
		}
		var req batchRequest
		if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxBodyBytes)).Decode(&req); err != nil || len(req.Items) == 0 || len(req.Items) > maxBatchItems {
			w.WriteHeader(http.StatusBadRequest)
			w.Write(errBadRequest)
			return
		}
		w.Write(appendBatchResponse(nil, len(req.Items)))
	})
	s := &http.Server{Handler: mux, ReadHeaderTimeout: 30 * time.Second, IdleTimeout: time.Minute}
	errc := make(chan error, 1)
	go func() { errc <- s.Serve(ln) }()
	select {
	case err := <-errc:
		if errors.Is(err, http.ErrServerClosed) {
			return nil
		}
		return fmt.Errorf("cannot serve: %w", err)
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		return s.Shutdown(sctx)
	}
}
