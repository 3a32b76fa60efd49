package server

import (
	"bytes"
	"io"
	"math"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/VictoriaMetrics/fastcache"
	"github.com/VictoriaMetrics/metrics"
	"github.com/valyala/fasthttp"

	"scamcheck/engine"
)

// listener names one of the two listeners in metrics and logs.
type listener uint8

const (
	listenerPublic listener = iota
	listenerAdmin
	numListeners
)

var listenerNames = [numListeners]string{"public", "admin"}

// endpoint is a route family, the endpoint label of the request metrics. Paths with
// ids collapse into one endpoint, so the label set stays small and fixed.
type endpoint uint8

const (
	epOther endpoint = iota // no route: 404, and 405 on unknown paths
	epHealthz
	epReadyz
	epCheck
	epBatch
	epReport
	epScams
	epOpenAPI
	epAdminAccounts // /admin/v1/accounts and /admin/v1/accounts/{id}
	epAdminKeys     // /admin/v1/accounts/{id}/keys and /admin/v1/keys/...
	epAdminReports  // /admin/v1/reports and /admin/v1/reports/{id}/...
	epAdminScams
	epAdminCheck
	epAdminStats
	epMetrics
	epDashboard
	numEndpoints
)

var endpointNames = [numEndpoints]string{"other", "healthz", "readyz", "check", "batch", "report", "scams", "openapi",
	"accounts", "keys", "reports", "scams", "check", "stats", "metrics", "dashboard"}

// listenerEndpoints are the endpoints each listener serves, in label order.
var listenerEndpoints = [numListeners][]endpoint{
	listenerPublic: {epCheck, epBatch, epReport, epScams, epOpenAPI, epHealthz, epReadyz, epOther},
	listenerAdmin: {epAdminAccounts, epAdminKeys, epAdminReports, epAdminScams, epAdminCheck, epAdminStats,
		epMetrics, epDashboard, epHealthz, epReadyz, epOther},
}

// classify maps a request path of listener l to its endpoint without allocating.
func classify(l listener, path []byte) endpoint {
	switch string(path) {
	case "/healthz":
		return epHealthz
	case "/readyz":
		return epReadyz
	}
	if l == listenerPublic {
		switch string(path) {
		case "/v1/check":
			return epCheck
		case "/v1/batch":
			return epBatch
		case "/v1/report":
			return epReport
		case "/v1/scams":
			return epScams
		case "/openapi.json":
			return epOpenAPI
		}
		return epOther
	}
	switch string(path) {
	case "/metrics":
		return epMetrics
	case "/", "/index.html", "/app.js", "/style.css":
		return epDashboard
	case "/admin/v1/scams":
		return epAdminScams
	case "/admin/v1/check":
		return epAdminCheck
	case "/admin/v1/stats":
		return epAdminStats
	case "/admin/v1/reports":
		return epAdminReports
	case "/admin/v1/accounts":
		return epAdminAccounts
	}
	rest, ok := bytes.CutPrefix(path, []byte("/admin/v1/"))
	if !ok {
		return epOther
	}
	switch {
	case bytes.HasPrefix(rest, []byte("keys/")):
		return epAdminKeys
	case bytes.HasPrefix(rest, []byte("reports/")):
		return epAdminReports
	case bytes.HasPrefix(rest, []byte("accounts/")):
		if bytes.HasSuffix(rest, []byte("/keys")) {
			return epAdminKeys
		}
		return epAdminAccounts
	}
	return epOther
}

// statusCodes are the statuses the server answers with, each with its own counter;
// anything else is counted under status="other".
var statusCodes = [...]int{200, 201, 204, 400, 401, 403, 404, 405, 409, 413, 415, 429, 500, 503}

const numStatuses = len(statusCodes) + 1 // the last one is "other"

func statusIndex(code int) int {
	switch code {
	case 200:
		return 0
	case 201:
		return 1
	case 204:
		return 2
	case 400:
		return 3
	case 401:
		return 4
	case 403:
		return 5
	case 404:
		return 6
	case 405:
		return 7
	case 409:
		return 8
	case 413:
		return 9
	case 415:
		return 10
	case 429:
		return 11
	case 500:
		return 12
	case 503:
		return 13
	}
	return numStatuses - 1
}

// storeOp is a store write, the op label of the store metrics.
type storeOp uint8

const (
	opPutAccount storeOp = iota
	opPutKey
	opDeleteKey
	opAddReport
	opSetReportStatus
	opPutKnownScam
	opAddUsage
	opPutIdempotent
	numStoreOps
)

var storeOpNames = [numStoreOps]string{"put_account", "put_key", "delete_key", "add_report", "set_report_status",
	"put_known_scam", "add_usage", "put_idempotent"}

// observer holds a server's metrics: every series is created once, in newObserver,
// and the hot path only indexes fixed tables (no name formatting, no map lookups,
// no allocation).
type observer struct {
	set *metrics.Set

	// requests and latency by listener and endpoint; nil for an endpoint the
	// listener does not serve (classify never returns one).
	requests [numListeners][numEndpoints]*[numStatuses]*metrics.Counter
	latency  [numListeners][numEndpoints]*metrics.Histogram
	// recent are the latencies of public API requests (probes excluded) over the
	// last minute or so, for GET /admin/v1/stats.
	recent latencyWindow

	analysis      *metrics.Histogram
	layers        [engine.NumLayers]*metrics.Histogram
	verdicts      [3]*metrics.Counter // by engine.Verdict
	cacheHits     *metrics.Counter
	cacheMisses   *metrics.Counter
	quotaRefused  [2]*metrics.Counter // live, test
	rateLimited   *metrics.Counter
	storeWrites   [numStoreOps]*metrics.Histogram
	storeErrors   [numStoreOps]*metrics.Counter
	logsSampled   *metrics.Counter // access lines skipped by sampling
	logsThrottled *metrics.Counter // access lines skipped by the per-second cap
	logsDropped   *metrics.Counter // log lines dropped by a stuck stderr (countDroppedLines)
	droppedLines  func() uint64    // nil when the log's writer does not count drops
}

// newObserver creates every series of a server but the result cache's gauges
// (see cacheGauges).
func newObserver() *observer {
	o := &observer{set: metrics.NewSet()}
	for l := range numListeners {
		for _, ep := range listenerEndpoints[l] {
			var row [numStatuses]*metrics.Counter
			for i := range row {
				status := "other"
				if i < len(statusCodes) {
					status = strconv.Itoa(statusCodes[i])
				}
				row[i] = o.set.NewCounter(`scamcheck_http_requests_total{listener="` + listenerNames[l] +
					`",endpoint="` + endpointNames[ep] + `",status="` + status + `"}`)
			}
			o.requests[l][ep] = &row
			o.latency[l][ep] = o.set.NewHistogram(`scamcheck_http_request_duration_seconds{listener="` +
				listenerNames[l] + `",endpoint="` + endpointNames[ep] + `"}`)
		}
	}
	o.recent.init(time.Now())
	o.analysis = o.set.NewHistogram("scamcheck_analysis_duration_seconds")
	for i, name := range engine.LayerNames {
		o.layers[i] = o.set.NewHistogram(`scamcheck_layer_duration_seconds{layer="` + name + `"}`)
	}
	for v := range o.verdicts {
		o.verdicts[v] = o.set.NewCounter(`scamcheck_verdicts_total{verdict="` + engine.Verdict(v).String() + `"}`)
	}
	o.cacheHits = o.set.NewCounter(`scamcheck_result_cache_lookups_total{result="hit"}`)
	o.cacheMisses = o.set.NewCounter(`scamcheck_result_cache_lookups_total{result="miss"}`)
	o.set.NewGauge("scamcheck_result_cache_hit_ratio", func() float64 {
		hits, misses := float64(o.cacheHits.Get()), float64(o.cacheMisses.Get())
		if hits+misses == 0 {
			return 0
		}
		return hits / (hits + misses)
	})
	o.quotaRefused[0] = o.set.NewCounter(`scamcheck_quota_refusals_total{env="live"}`)
	o.quotaRefused[1] = o.set.NewCounter(`scamcheck_quota_refusals_total{env="test"}`)
	o.rateLimited = o.set.NewCounter("scamcheck_rate_limit_refusals_total")
	for op, name := range storeOpNames {
		o.storeWrites[op] = o.set.NewHistogram(`scamcheck_store_write_duration_seconds{op="` + name + `"}`)
		o.storeErrors[op] = o.set.NewCounter(`scamcheck_store_write_errors_total{op="` + name + `"}`)
	}
	o.logsSampled = o.set.NewCounter("scamcheck_access_log_sampled_out_total")
	o.logsThrottled = o.set.NewCounter("scamcheck_access_log_throttled_total")
	return o
}

// cacheGauges adds the gauges of the result cache, which cache returns when
// metrics are written.
func (o *observer) cacheGauges(cache func() *resultCache) {
	var mu sync.Mutex
	var at time.Time
	var stats fastcache.Stats
	// read takes the cache's statistics at most once a second, for both gauges.
	read := func() fastcache.Stats {
		mu.Lock()
		defer mu.Unlock()
		if time.Since(at) > time.Second {
			stats.Reset()
			cache().c.UpdateStats(&stats)
			at = time.Now()
		}
		return stats
	}
	o.set.NewGauge("scamcheck_result_cache_entries", func() float64 { return float64(read().EntriesCount) })
	o.set.NewGauge("scamcheck_result_cache_bytes", func() float64 { return float64(read().BytesSize) })
}

// request records one request answered at end after d.
func (o *observer) request(l listener, ep endpoint, status int, end time.Time, d time.Duration) {
	o.requests[l][ep][statusIndex(status)].Inc()
	o.latency[l][ep].Update(d.Seconds())
	if l == listenerPublic && ep != epHealthz && ep != epReadyz {
		o.recent.update(end, d)
	}
}

// analysed records one engine analysis: its total time and each layer that ran.
func (o *observer) analysed(res *engine.Result, d time.Duration) {
	o.analysis.Update(d.Seconds())
	for i := range res.Layers {
		if l := &res.Layers[i]; l.Ran {
			o.layers[i].Update(float64(l.Nanos) / 1e9)
		}
	}
}

// verdict counts one answered analysis (cached or not, live or test).
func (o *observer) verdict(v engine.Verdict) {
	if int(v) < len(o.verdicts) {
		o.verdicts[v].Inc()
	}
}

// cacheLookup counts one result-cache lookup.
func (o *observer) cacheLookup(hit bool) {
	if hit {
		o.cacheHits.Inc()
	} else {
		o.cacheMisses.Inc()
	}
}

// quotaRefusal counts one request refused for quota, by key environment.
func (o *observer) quotaRefusal(env string) {
	if env == envTest {
		o.quotaRefused[1].Inc()
	} else {
		o.quotaRefused[0].Inc()
	}
}

// storeWrite records one store write that started at start.
func (o *observer) storeWrite(op storeOp, start time.Time, err error) {
	o.storeWrites[op].Update(time.Since(start).Seconds())
	if err != nil {
		o.storeErrors[op].Inc()
	}
}

// writePrometheus writes the server's series in the Prometheus text format.
func (o *observer) writePrometheus(w io.Writer) {
	if o.droppedLines != nil {
		o.logsDropped.Set(o.droppedLines())
	}
	o.set.WritePrometheus(w)
}

// countDroppedLines exposes dropped (a LogWriter's count) as
// scamcheck_log_lines_dropped_total, read at each scrape.
func (o *observer) countDroppedLines(dropped func() uint64) {
	o.logsDropped = o.set.NewCounter("scamcheck_log_lines_dropped_total")
	o.droppedLines = dropped
}

// observe serves one request of listener l with h and records it: request
// counters, latency, and the access log line when one is due. The latency starts
// when fasthttp read the request (ctx.Time, taken just before the handler), which
// saves a clock read: on some virtual machines that is a system call.
func (s *Server) observe(ctx *fasthttp.RequestCtx, l listener, h fasthttp.RequestHandler) {
	start := ctx.Time()
	if start.IsZero() { // a RequestCtx not served by fasthttp.Server
		start = time.Now()
	}
	h(ctx)
	// time.Since reads only the monotonic clock (start, from time.Now, has a
	// reading), about half the cost of time.Now, which also reads the wall clock.
	d := time.Since(start)
	end := start.Add(d)
	ep := classify(l, ctx.Path())
	status := ctx.Response.StatusCode()
	s.obs.request(l, ep, status, end, d)
	s.logAccess(ctx, l, ep, status, d)
}

// observeTransportError records a request fasthttp could not read (answered by
// transportError), under the listener it arrived on.
func (s *Server) observeTransportError(ctx *fasthttp.RequestCtx) {
	l := listenerPublic
	if s.adminLn != nil && ctx.LocalAddr().String() == s.adminLn.Addr().String() {
		l = listenerAdmin
	}
	end := time.Now()
	var d time.Duration
	if t := ctx.Time(); !t.IsZero() {
		d = end.Sub(t)
	}
	ep := classify(l, ctx.Path())
	status := ctx.Response.StatusCode()
	s.obs.request(l, ep, status, end, d)
	s.logAccess(ctx, l, ep, status, d)
}

// handleMetrics answers GET /metrics: the server's series, then Config.Metrics
// (process-wide series) or, when it is nil, the Go runtime and process series.
func (s *Server) handleMetrics(ctx *fasthttp.RequestCtx) {
	ctx.SetContentType("text/plain; version=0.0.4; charset=utf-8")
	s.obs.writePrometheus(ctx)
	if s.cfg.Metrics != nil {
		s.cfg.Metrics(ctx)
	} else {
		metrics.WriteProcessMetrics(ctx)
	}
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

// latencyWindow keeps request latencies of roughly the last minute: updates go to
// the current histogram, which becomes the previous one every windowHalf; quantiles
// are read over both. Callers pass the time, which they have at hand.
type latencyWindow struct {
	mu      sync.Mutex // serializes rotations
	cur     atomic.Pointer[metrics.Histogram]
	prev    atomic.Pointer[metrics.Histogram]
	rotates atomic.Int64 // Unix nanoseconds of the next rotation
}

const windowHalf = 30 * time.Second

func (w *latencyWindow) init(now time.Time) {
	w.cur.Store(new(metrics.Histogram))
	w.prev.Store(new(metrics.Histogram))
	w.rotates.Store(now.Add(windowHalf).UnixNano())
}

// update adds one latency observed at now.
func (w *latencyWindow) update(now time.Time, d time.Duration) {
	w.rotate(now.UnixNano())
	w.cur.Load().Update(d.Seconds())
}

// rotate drops the previous histogram once its time is over. Both histograms are
// reused: an update racing a rotation lands in either, which a dashboard can bear.
func (w *latencyWindow) rotate(now int64) {
	next := w.rotates.Load()
	if now < next {
		return
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if next = w.rotates.Load(); now < next {
		return
	}
	cur, prev := w.cur.Load(), w.prev.Load()
	if now-next >= int64(windowHalf) {
		cur.Reset() // idle for a whole window: nothing recent is left
	}
	prev.Reset()
	w.prev.Store(cur)
	w.cur.Store(prev)
	w.rotates.Store(now + int64(windowHalf))
}

// quantiles returns the given quantiles, in seconds, of the latencies in the
// window at now; zeros when it is empty. A quantile is interpolated inside its
// bucket.
func (w *latencyWindow) quantiles(now time.Time, qs ...float64) []float64 {
	w.rotate(now.UnixNano())
	var h metrics.Histogram
	h.Merge(w.prev.Load())
	h.Merge(w.cur.Load())
	type bucket struct {
		lo, hi float64
		n      uint64
	}
	var buckets []bucket
	total := uint64(0)
	h.VisitNonZeroBuckets(func(vmrange string, n uint64) {
		lo, hi, ok := strings.Cut(vmrange, "...")
		if !ok {
			return
		}
		l, _ := strconv.ParseFloat(lo, 64)
		u, err := strconv.ParseFloat(hi, 64)
		if err != nil || math.IsInf(u, 1) {
			u = l
		}
		buckets = append(buckets, bucket{l, u, n})
		total += n
	})
	out := make([]float64, len(qs))
	if total == 0 {
		return out
	}
	for i, q := range qs {
		rank := q * float64(total)
		seen := 0.0
		for _, b := range buckets {
			if seen+float64(b.n) >= rank {
				out[i] = b.lo + (b.hi-b.lo)*(rank-seen)/float64(b.n)
				break
			}
			seen += float64(b.n)
		}
	}
	return out
}
