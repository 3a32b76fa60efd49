// Package server is the ScamCheck HTTP API: the public endpoints (/v1/check,
// /v1/batch, /v1/report, /v1/scams) on one listener and the operator's admin API
// (/admin/v1/...) on another.
//
// Every hot decision is made in memory: keys and accounts are an atomically swapped
// table rebuilt from the store when it changes, rate limits are per-account token
// buckets, quotas are atomic counters flushed to the store every second, and check
// results are kept 24 hours in a fastcache. The store is written for durable state
// (accounts, keys, reports, known scams, usage, idempotent responses) and is never
// read on the path of a check.
package server

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log"
	"net"
	"reflect"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/bytedance/sonic"
	"github.com/fasthttp/router"
	"github.com/valyala/fasthttp"

	"scamcheck/engine"
	"scamcheck/server/store"
)

// Config configures a Server. Store, Engine and AdminToken are required.
type Config struct {
	// Addr and AdminAddr are the listen addresses of the public API and the admin
	// API; ":0"-style addresses pick a free port (see PublicAddr, AdminAddr).
	Addr, AdminAddr string
	// PublicListener and AdminListener, when set, are listeners already bound,
	// used instead of Addr and AdminAddr: a caller binds them before it creates
	// anything, so that a busy port changes nothing. Shutdown closes them.
	PublicListener, AdminListener net.Listener
	// AdminToken is the operator token expected as "Authorization: Bearer <token>".
	AdminToken string

	Store  store.Store
	Engine *engine.Engine

	// Now is the clock; nil means time.Now. Tests inject their own.
	Now func() time.Time
	// CacheBytes is the size of the result cache; 0 means 64 MiB.
	CacheBytes int
	// Limiter is the rate limiter; nil means an in-memory Limiter.
	Limiter RateLimiter
	// Meter counts usage against quotas; nil means an in-memory Usage over Store.
	Meter Meter
	// FlushInterval is how often usage is written to the store; 0 means one second.
	FlushInterval time.Duration
	// ReadTimeout, WriteTimeout and IdleTimeout apply to both listeners; 0 means
	// 10s, 10s and 60s. The public listener enforces them to within a quarter of
	// each or 250 ms, whichever is less (conn.go).
	ReadTimeout, WriteTimeout, IdleTimeout time.Duration
	// Logf logs server events (never request content); nil means log.Printf.
	Logf func(format string, args ...any)

	// OpenAPI, when set, is served at GET /openapi.json on the public listener.
	OpenAPI []byte
	// Dashboard, when set, is served at / of the admin listener.
	Dashboard fs.FS
	// Metrics, when set, writes process-wide Prometheus series after the server's
	// own at GET /metrics on the admin listener (e.g. metrics.WritePrometheus(w,
	// true)); nil means the Go runtime and process series.
	Metrics func(w io.Writer)
	// AccessLog receives one JSON line per request (see logAccess); nil means no
	// access log.
	AccessLog *AccessLog
	// LogSampleRate is the fraction, in (0, 1], of ordinary requests written to
	// AccessLog; errors and admin changes are always written. 0 means 1.
	LogSampleRate float64
	// LogLinesPerSecond caps the access lines subject to sampling (every line but
	// 5xx answers and admin changes) written per second; the others are counted and
	// reported by one line a second. 0 means no cap.
	LogLinesPerSecond int
}

// maxBodyBytes is the request body limit (D12).
const maxBodyBytes = 1 << 20

// Server serves the public and admin APIs. Create it with New, then Start it.
type Server struct {
	st         store.Store
	eng        *engine.Engine
	now        func() time.Time
	limiter    RateLimiter
	meter      Meter
	cache      *resultCache
	conns      *connTracker // the public listener's timeouts (conn.go)
	adminToken []byte
	logf       func(format string, args ...any)
	logErr     throttle
	cfg        Config

	// clockInjected is set when Config.Now was given: requestTime then reads it
	// instead of the request's ctx.Time (requestTime).
	clockInjected bool

	auth   atomic.Pointer[authTable]
	authMu sync.Mutex // serializes rebuilds of auth
	// adminMu serializes admin changes to accounts and keys (key-count limits).
	adminMu sync.Mutex

	cat      catalogue
	inflight inflight
	obs      *observer     // metrics (metrics.go)
	throttle *lineThrottle // nil: access lines not capped (logging.go)
	periods  atomic.Pointer[periodNames]

	public, admin     *fasthttp.Server
	publicLn, adminLn net.Listener
	draining          atomic.Bool
	stop              context.CancelFunc
	bg                sync.WaitGroup
}

// New builds a Server: it loads keys and accounts, and replays stored reports and
// confirmed known scams into the engine.
func New(cfg Config) (*Server, error) {
	if cfg.Store == nil || cfg.Engine == nil {
		return nil, errors.New("cannot create server: Store and Engine are required")
	}
	if cfg.AdminToken == "" {
		return nil, errors.New("cannot create server: AdminToken is required")
	}
	clockInjected := cfg.Now != nil
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.CacheBytes <= 0 {
		cfg.CacheBytes = 64 << 20
	}
	if cfg.FlushInterval <= 0 {
		cfg.FlushInterval = time.Second
	}
	if cfg.ReadTimeout <= 0 {
		cfg.ReadTimeout = 10 * time.Second
	}
	if cfg.WriteTimeout <= 0 {
		cfg.WriteTimeout = 10 * time.Second
	}
	if cfg.IdleTimeout <= 0 {
		cfg.IdleTimeout = 60 * time.Second
	}
	if cfg.Logf == nil {
		cfg.Logf = log.Printf
	}
	obs := newObserver()
	if cfg.AccessLog != nil {
		if lw, ok := cfg.AccessLog.w.(interface{ Dropped() uint64 }); ok {
			obs.countDroppedLines(lw.Dropped)
		}
	}
	cfg.Store = observedStore{Store: cfg.Store, obs: obs}
	s := &Server{
		st:         cfg.Store,
		eng:        cfg.Engine,
		now:        cfg.Now,
		limiter:    cfg.Limiter,
		meter:      cfg.Meter,
		cache:      newResultCache(cfg.CacheBytes),
		adminToken: []byte(cfg.AdminToken),
		logf:       cfg.Logf,
		cfg:        cfg,
		obs:        obs,
	}
	if cfg.LogLinesPerSecond > 0 {
		s.throttle = &lineThrottle{perSecond: int64(cfg.LogLinesPerSecond)}
	}
	s.clockInjected = clockInjected
	obs.cacheGauges(func() *resultCache { return s.cache })
	if s.limiter == nil {
		s.limiter = NewLimiter()
	}
	if s.meter == nil {
		s.meter = NewUsage(cfg.Store, cfg.Now)
	}
	if err := pretouch(); err != nil {
		return nil, err
	}
	ctx := context.Background()
	if err := s.reloadAuth(ctx); err != nil {
		return nil, err
	}
	if err := s.cat.load(ctx, s); err != nil {
		return nil, err
	}
	// Load the current usage counters now rather than on the first request.
	p := s.periodsAt(s.now())
	if _, err := s.meter.Used("", p.live); err != nil {
		return nil, err
	}
	if _, err := s.meter.Used("", p.test); err != nil {
		return nil, err
	}
	s.conns = newConnTracker(cfg.ReadTimeout, cfg.WriteTimeout, cfg.IdleTimeout)
	s.public = &fasthttp.Server{
		Handler:            s.publicHandler(),
		ErrorHandler:       s.transportError,
		ExpectHandler:      s.publicExpect,
		Name:               "scamcheck",
		Logger:             (*connLogger)(s),
		MaxRequestBodySize: maxBodyBytes,
		// No ReadTimeout, WriteTimeout or IdleTimeout: s.conns enforces them (conn.go).
		NoDefaultContentType:  true,
		CloseOnShutdown:       true,
		NoDefaultServerHeader: false,
	}
	s.admin = &fasthttp.Server{
		Handler:              s.adminHandler(),
		ErrorHandler:         s.transportError,
		ExpectHandler:        s.adminExpect,
		Name:                 "scamcheck-admin",
		Logger:               (*connLogger)(s),
		MaxRequestBodySize:   maxBodyBytes,
		ReadTimeout:          cfg.ReadTimeout,
		WriteTimeout:         cfg.WriteTimeout,
		IdleTimeout:          cfg.IdleTimeout,
		NoDefaultContentType: true,
		CloseOnShutdown:      true,
	}
	return s, nil
}

// pretouch compiles sonic's decoders for the request types once, at start.
func pretouch() error {
	for _, v := range []any{checkRequest{}, batchRequest{}, reportRequest{}, accountRequest{}, keyRequest{}} {
		if err := sonic.Pretouch(reflect.TypeOf(v)); err != nil {
			return fmt.Errorf("cannot prepare JSON decoder for %T: %w", v, err)
		}
	}
	return nil
}

// Start listens on both addresses and serves in the background, flushing usage
// every FlushInterval and following store changes, until Shutdown.
func (s *Server) Start() error {
	s.publicLn, s.adminLn = s.cfg.PublicListener, s.cfg.AdminListener
	var err error
	if s.publicLn == nil {
		if s.publicLn, err = net.Listen("tcp", s.cfg.Addr); err != nil {
			return fmt.Errorf("cannot listen on %s: %w", s.cfg.Addr, err)
		}
	}
	if s.adminLn == nil {
		if s.adminLn, err = net.Listen("tcp", s.cfg.AdminAddr); err != nil {
			s.publicLn.Close()
			return fmt.Errorf("cannot listen on %s: %w", s.cfg.AdminAddr, err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	s.stop = cancel
	s.bg.Add(5)
	go func() {
		defer s.bg.Done()
		s.conns.run(ctx)
	}()
	go func() {
		defer s.bg.Done()
		if err := s.public.Serve(s.conns.listen(s.publicLn)); err != nil {
			s.logf("public listener stopped: %v", err)
		}
	}()
	go func() {
		defer s.bg.Done()
		if err := s.admin.Serve(s.adminLn); err != nil {
			s.logf("admin listener stopped: %v", err)
		}
	}()
	go func() {
		defer s.bg.Done()
		s.flushLoop(ctx)
	}()
	go func() {
		defer s.bg.Done()
		s.watch(ctx)
	}()
	return nil
}

// PublicAddr returns the address the public API listens on, once started.
func (s *Server) PublicAddr() string { return s.publicLn.Addr().String() }

// AdminAddr returns the address the admin API listens on, once started.
func (s *Server) AdminAddr() string { return s.adminLn.Addr().String() }

// Shutdown stops accepting connections, waits for in-flight requests (until ctx is
// done), stops the background work and flushes usage to the store. The caller
// closes the store afterwards.
func (s *Server) Shutdown(ctx context.Context) error {
	s.draining.Store(true)
	var errs []error
	if err := s.public.ShutdownWithContext(ctx); err != nil {
		errs = append(errs, fmt.Errorf("cannot drain public listener: %w", err))
	}
	if err := s.admin.ShutdownWithContext(ctx); err != nil {
		errs = append(errs, fmt.Errorf("cannot drain admin listener: %w", err))
	}
	// A Shutdown right after Start can come before fasthttp's Serve registered its
	// listener: fasthttp then closes none, and Serve would accept forever once it
	// starts. Closed here too, Serve returns as soon as it starts.
	for _, ln := range []net.Listener{s.publicLn, s.adminLn} {
		if ln != nil {
			_ = ln.Close()
		}
	}
	if s.stop != nil {
		s.stop()
	}
	s.bg.Wait()
	// The last flush gets its own time: the drain may have used up ctx's, and what
	// was charged since the last tick must still be written.
	fctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	if err := s.meter.Flush(fctx); err != nil {
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}

// flushLoop writes usage to the store every FlushInterval until ctx is done.
func (s *Server) flushLoop(ctx context.Context) {
	t := time.NewTicker(s.cfg.FlushInterval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := s.meter.Flush(ctx); err != nil && ctx.Err() == nil {
				s.logErr.logf(s.logf, "%v", err)
			}
		}
	}
}

// watch rebuilds the key table when the store reports a change of accounts or keys
// (made by this node or, in cluster mode, another one).
func (s *Server) watch(ctx context.Context) {
	changed := make(chan struct{}, 1)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			select {
			case <-ctx.Done():
				return
			case <-changed:
				if err := s.reloadAuth(ctx); err != nil && ctx.Err() == nil {
					s.logErr.logf(s.logf, "%v", err)
				}
			}
		}
	}()
	follow := s.followOthers(ctx) // cluster mode: other nodes' reports (cluster_follow.go)
	err := s.st.Watch(ctx, func(c store.Change) {
		follow.push(c)
		if c.Kind == store.ChangeAccount || c.Kind == store.ChangeKey {
			select {
			case changed <- struct{}{}:
			default: // a rebuild is already due; it will see this change too
			}
		}
	})
	if err != nil && ctx.Err() == nil {
		s.logf("cannot watch store changes: %v", err)
	}
	if err == nil {
		// Changes made between New's first load of the key table and the
		// subscription (another node creating a key while this one starts) were
		// not delivered: load the table once more now that none can be missed.
		select {
		case changed <- struct{}{}:
		default:
		}
	}
	<-done
	follow.wait()
}

// periodNames are the usage period names of one UTC day, computed once a day.
type periodNames struct {
	day        int64
	live, test string
}

func (s *Server) periodsAt(now time.Time) *periodNames {
	day := now.Unix() / 86400
	if p := s.periods.Load(); p != nil && p.day == day {
		return p
	}
	p := &periodNames{day: day, live: livePeriod(now), test: testPeriod(now)}
	s.periods.Store(p)
	return p
}

// publicHandler routes the public API. Hot endpoints are static routes.
func (s *Server) publicHandler() fasthttp.RequestHandler {
	r := router.New()
	r.RedirectTrailingSlash = false
	r.RedirectFixedPath = false
	r.HandleOPTIONS = false
	r.POST("/v1/check", s.handleCheck)
	r.POST("/v1/batch", s.handleBatch)
	r.POST("/v1/report", s.handleReport)
	getHead(r, "/v1/scams", compressed(s.handleScams))
	getHead(r, "/healthz", s.handleHealth)
	getHead(r, "/readyz", s.handleReady)
	if s.cfg.OpenAPI != nil {
		getHead(r, "/openapi.json", staticJSON(s.cfg.OpenAPI))
	}
	s.commonRoutes(r)
	h := r.Handler
	return func(ctx *fasthttp.RequestCtx) {
		if s.draining.Load() && connClosed(ctx) {
			return
		}
		// Keep header names as written: X-RateLimit-Limit, not X-Ratelimit-Limit.
		ctx.Response.Header.DisableNormalizing()
		setRequestID(ctx)
		s.observe(ctx, listenerPublic, h)
	}
}

// connClosed reports whether the connection of ctx is already closed. During a
// graceful stop fasthttp closes the keep-alive connections it counts idle, and
// one may be closed in the instant its next request was read: no answer can
// reach that client, so the request must not be acted on (a check charged, a
// report stored that the client was never told about). A write of nothing
// fails on a closed connection and sends nothing on an open one.
func connClosed(ctx *fasthttp.RequestCtx) bool {
	_, err := ctx.Conn().Write(nil)
	return err != nil
}

// getHead routes GET and HEAD of path to h: HEAD is answered wherever GET is (RFC
// 9110 §9.3.2), as GET without the body, which fasthttp leaves out of the answer to
// a HEAD (its Content-Length stays the GET body's).
func getHead(r *router.Router, path string, h fasthttp.RequestHandler) {
	r.GET(path, h)
	r.HEAD(path, h)
}

// commonRoutes sets the JSON answers for unknown paths, wrong methods and panics.
func (s *Server) commonRoutes(r *router.Router) {
	r.NotFound = func(ctx *fasthttp.RequestCtx) { writeError(ctx, errNotFound) }
	r.MethodNotAllowed = func(ctx *fasthttp.RequestCtx) {
		// OPTIONS is not served: leave it out of the router's list.
		methods := strings.Split(string(ctx.Response.Header.Peek("Allow")), ", ")
		allow := strings.Join(slices.DeleteFunc(methods, func(m string) bool { return m == "OPTIONS" }), ", ")
		ctx.Response.Header.Set("Allow", allow)
		writeError(ctx, &apiError{code: codeMethodNotAllowed, message: "Method " + string(ctx.Method()) + " is not allowed here.",
			details: []detail{dStr("method", string(ctx.Method())), dStr("allow", allow)}})
	}
	r.PanicHandler = func(ctx *fasthttp.RequestCtx, v any) {
		s.logErr.logf(s.logf, "BUG: panic serving %s %s: %v", ctx.Method(), ctx.Path(), v)
		writeError(ctx, errInternal)
	}
}

// transportError answers requests fasthttp could not read: a body over the limit
// is 413, headers over fasthttp's read buffer and anything else 400, all with the
// D11 body.
func (s *Server) transportError(ctx *fasthttp.RequestCtx, err error) {
	setRequestID(ctx)
	defer s.observeTransportError(ctx)
	if errors.Is(err, fasthttp.ErrBodyTooLarge) {
		writeError(ctx, errPayloadTooLarge)
		return
	}
	var small *fasthttp.ErrSmallBuffer
	if errors.As(err, &small) {
		writeError(ctx, invalid("headers", "are larger than the server reads (about 4 KiB with the request line)"))
		return
	}
	writeError(ctx, invalid("request", "is not a well-formed HTTP request"))
}

func (s *Server) handleHealth(ctx *fasthttp.RequestCtx) {
	ctx.SetContentType(contentTypeJSON)
	ctx.SetBodyString(`{"status":"ok"}`)
}

// handleReady answers 200 while the store is reachable and the server is not
// shutting down, 503 otherwise.
func (s *Server) handleReady(ctx *fasthttp.RequestCtx) {
	if s.draining.Load() {
		writeError(ctx, errUnavailable)
		return
	}
	pctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := s.st.Ping(pctx); err != nil {
		writeError(ctx, errUnavailable)
		return
	}
	ctx.SetContentType(contentTypeJSON)
	ctx.SetBodyString(`{"status":"ready"}`)
}

const contentTypeJSON = "application/json"

// setRequestID echoes the client's X-Request-Id when it is a reasonable token
// (1-128 characters of [A-Za-z0-9._:-]) and makes a new one otherwise.
func setRequestID(ctx *fasthttp.RequestCtx) {
	id := ctx.Request.Header.Peek("X-Request-Id")
	if !validRequestID(id) {
		var buf [32]byte
		id = appendID(buf[:0], prefixRequest)
	}
	ctx.Response.Header.SetBytesV("X-Request-Id", id)
}

func validRequestID(id []byte) bool {
	if len(id) == 0 || len(id) > 128 {
		return false
	}
	for _, c := range id {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == ':' || c == '-') {
			return false
		}
	}
	return true
}

// throttle limits a log stream to one line per second, counting what it drops.
type throttle struct {
	last    atomic.Int64
	dropped atomic.Int64
}

func (t *throttle) logf(logf func(string, ...any), format string, args ...any) {
	now := time.Now().UnixNano()
	last := t.last.Load()
	if now-last < int64(time.Second) || !t.last.CompareAndSwap(last, now) {
		t.dropped.Add(1)
		return
	}
	if n := t.dropped.Swap(0); n > 0 {
		format += fmt.Sprintf(" (%d similar lines dropped)", n)
	}
	logf(format, args...)
}

// connLogger passes fasthttp's connection errors to the throttled log.
type connLogger Server

// Printf implements fasthttp.Logger.
func (l *connLogger) Printf(format string, args ...any) {
	s := (*Server)(l)
	s.logErr.logf(s.logf, format, args...)
}
