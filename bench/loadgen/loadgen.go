// Package loadgen is the load generator for the ScamCheck API; its command is
// bench/cmd/loadgen.
//
// It sends POST /v1/check and POST /v1/batch requests over a fixed number of
// keep-alive connections (fasthttp.HostClient), either closed-loop (each connection
// sends its next request when the previous answer arrives) or open-loop at a constant
// rate. In open-loop mode every request has an intended send time on a fixed schedule
// and its latency is measured from that time, not from when it was actually sent, so
// a server stall is charged to every request it delayed (coordinated-omission
// correction, as in wrk2); the uncorrected figures are reported beside them.
//
// The workload mixes URLs, SMS, e-mails and phone numbers, repeats items of a small hot
// set with a chosen probability (the cache-hit ratio) and otherwise sends content that
// never repeated before, and sends a chosen share of requests to /v1/batch.
//
// A run is bounded in time (-duration) and optionally in count (-requests). Progress
// goes to stderr once a second; the summary (throughput, latency percentiles, status
// and error counts) is printed as JSON on stdout. Only loopback targets are accepted
// unless -allow-remote is given.
package loadgen

import (
	"context"
	cryptorand "crypto/rand"
	"encoding/binary"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"net"
	"net/url"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	hdrhistogram "github.com/HdrHistogram/hdrhistogram-go"
	"github.com/valyala/fasthttp"
)

// Limits on the run's shape: every run is bounded in time and in connections.
const (
	maxDuration    = time.Hour
	maxConnections = 4096
	maxBatchItems  = 1000
	maxHotSetSize  = 1 << 20

	// Latencies are recorded in microseconds between 1 µs and 5 minutes.
	histMaxMicros = 5 * 60 * 1000 * 1000
)

// config is the parsed command line.
type config struct {
	baseURL        string // scheme://host:port[/prefix], without a trailing slash
	addr           string // host:port for the HostClient
	key            string
	duration       time.Duration
	requests       int64
	connections    int
	ratePerSec     float64
	cacheHitRatio  float64
	hotSetSize     int
	batchShare     float64
	batchItems     int
	mix            mix
	seed           uint64
	requestTimeout time.Duration
	progress       bool
	hgrmOut        string
}

// Main runs the load generator with the given arguments (without the program name)
// and returns the process exit code: 0 on success, 2 for bad flags, 1 when the run
// could not be made.
func Main(args []string) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return runMain(ctx, args, os.Stdout, os.Stderr)
}

func runMain(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	cfg, err := parseFlags(args, stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		fmt.Fprintf(stderr, "loadgen: %s\n", err)
		return 2
	}
	var progress io.Writer
	if cfg.progress {
		progress = stderr
	}
	res, err := run(ctx, cfg, progress)
	if err != nil {
		fmt.Fprintf(stderr, "loadgen: %s\n", err)
		return 1
	}
	if cfg.hgrmOut != "" {
		if err := writeHgrm(cfg.hgrmOut, res.latency); err != nil {
			fmt.Fprintf(stderr, "loadgen: %s\n", err)
			return 1
		}
	}
	out, err := json.MarshalIndent(res.summary(cfg), "", "  ")
	if err != nil {
		fmt.Fprintf(stderr, "loadgen: cannot encode summary: %s\n", err)
		return 1
	}
	if _, err := stdout.Write(append(out, '\n')); err != nil {
		return 1
	}
	return 0
}

func parseFlags(args []string, stderr io.Writer) (*config, error) {
	fs := flag.NewFlagSet("loadgen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage: loadgen [flags]\n\n"+
			"Sends a workload to POST /v1/check and /v1/batch and prints a JSON summary on stdout.\n"+
			"Without -rate-per-sec it is closed-loop; with it, open-loop with latency measured\n"+
			"from each request's intended send time (coordinated-omission correction).\n\nFlags:\n")
		fs.PrintDefaults()
	}
	target := fs.String("url", "http://127.0.0.1:8080", "base URL of the server; /v1/check and /v1/batch are appended. Only loopback hosts unless -allow-remote")
	key := fs.String("key", "", "API key sent in X-API-Key (required)")
	duration := fs.Duration("duration", 10*time.Second, "how long to send requests (at most 1h)")
	requests := fs.Int64("requests", 0, "stop after this many requests; 0 means only -duration bounds the run")
	conns := fs.Int("connections", 16, "number of concurrent keep-alive connections (and requests in flight)")
	rate := fs.Float64("rate-per-sec", 0, "open-loop constant rate in requests per second over all connections; 0 means closed-loop")
	hit := fs.Float64("cache-hit-ratio", 0, "share of items (0-1) repeated from the hot set; the rest is content never sent before")
	hotSize := fs.Int("hot-set-size", 100, "number of distinct repeated items; each is sent once before the measured run")
	batchShare := fs.Float64("batch-share", 0, "share of requests (0-1) sent to /v1/batch instead of /v1/check")
	batchItems := fs.Int("batch-items", 100, "items per /v1/batch request")
	mixFlag := fs.String("mix", defaultMix, "relative weights of the content kinds of fresh items")
	seed := fs.Uint64("seed", 1, "seed of the workload decisions (kind, batch, repeat) and of the hot set")
	timeout := fs.Duration("request-timeout", 5*time.Second, "timeout of one request, counted as a timeout error")
	progress := fs.Bool("progress", true, "print progress on stderr once a second")
	hgrm := fs.String("hgrm-out", "", "write the latency percentile distribution (HdrHistogram .hgrm text, ms) to this file")
	allowRemote := fs.Bool("allow-remote", false, "allow a non-loopback target (never against a server you do not operate)")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	cfg := &config{
		key:            *key,
		duration:       *duration,
		requests:       *requests,
		connections:    *conns,
		ratePerSec:     *rate,
		cacheHitRatio:  *hit,
		hotSetSize:     *hotSize,
		batchShare:     *batchShare,
		batchItems:     *batchItems,
		seed:           *seed,
		requestTimeout: *timeout,
		progress:       *progress,
		hgrmOut:        *hgrm,
	}
	var err error
	if cfg.baseURL, cfg.addr, err = checkTarget(*target, *allowRemote); err != nil {
		return nil, err
	}
	if cfg.mix, err = parseMix(*mixFlag); err != nil {
		return nil, err
	}
	switch {
	case cfg.key == "":
		return nil, errors.New("-key is required")
	case cfg.duration <= 0 || cfg.duration > maxDuration:
		return nil, fmt.Errorf("-duration must be in (0, %s]; got %s", maxDuration, cfg.duration)
	case cfg.requests < 0:
		return nil, fmt.Errorf("-requests must be >= 0; got %d", cfg.requests)
	case cfg.connections < 1 || cfg.connections > maxConnections:
		return nil, fmt.Errorf("-connections must be in [1, %d]; got %d", maxConnections, cfg.connections)
	case cfg.ratePerSec < 0 || math.IsInf(cfg.ratePerSec, 0) || math.IsNaN(cfg.ratePerSec):
		return nil, fmt.Errorf("-rate-per-sec must be >= 0; got %v", cfg.ratePerSec)
	case !(cfg.cacheHitRatio >= 0 && cfg.cacheHitRatio <= 1):
		return nil, fmt.Errorf("-cache-hit-ratio must be in [0, 1]; got %v", cfg.cacheHitRatio)
	case !(cfg.batchShare >= 0 && cfg.batchShare <= 1):
		return nil, fmt.Errorf("-batch-share must be in [0, 1]; got %v", cfg.batchShare)
	case cfg.batchItems < 1 || cfg.batchItems > maxBatchItems:
		return nil, fmt.Errorf("-batch-items must be in [1, %d]; got %d", maxBatchItems, cfg.batchItems)
	case cfg.hotSetSize < 1 || cfg.hotSetSize > maxHotSetSize:
		return nil, fmt.Errorf("-hot-set-size must be in [1, %d]; got %d", maxHotSetSize, cfg.hotSetSize)
	case cfg.requestTimeout <= 0:
		return nil, fmt.Errorf("-request-timeout must be > 0; got %s", cfg.requestTimeout)
	}
	return cfg, nil
}

// checkTarget validates the base URL and returns it without a trailing slash, with
// the host:port to dial. Unless allowRemote, the host must be a loopback address or a
// name that resolves only to loopback addresses.
func checkTarget(raw string, allowRemote bool) (base, addr string, err error) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", "", fmt.Errorf("cannot parse -url: %w", err)
	}
	if u.Scheme != "http" {
		return "", "", fmt.Errorf("-url must be an http:// URL; got %q", raw)
	}
	host := u.Hostname()
	if host == "" {
		return "", "", fmt.Errorf("-url has no host: %q", raw)
	}
	port := u.Port()
	if port == "" {
		port = "80"
	}
	if !allowRemote {
		if err := checkLoopback(host); err != nil {
			return "", "", err
		}
	}
	u.RawQuery, u.Fragment = "", ""
	return strings.TrimRight(u.String(), "/"), net.JoinHostPort(host, port), nil
}

func checkLoopback(host string) error {
	if ip := net.ParseIP(host); ip != nil {
		if !ip.IsLoopback() {
			return fmt.Errorf("refusing non-loopback target %s (pass -allow-remote to load a server you operate)", host)
		}
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	addrs, err := net.DefaultResolver.LookupIPAddr(ctx, host)
	if err != nil {
		return fmt.Errorf("cannot resolve %s: %w", host, err)
	}
	for _, a := range addrs {
		if !a.IP.IsLoopback() {
			return fmt.Errorf("refusing target %s: it resolves to non-loopback %s (pass -allow-remote to load a server you operate)", host, a.IP)
		}
	}
	if len(addrs) == 0 {
		return fmt.Errorf("cannot resolve %s: no addresses", host)
	}
	return nil
}

// stats are the figures of one worker, owned by it until the run ends and merged
// after.
type stats struct {
	latency   *hdrhistogram.Histogram // from intended send time (corrected)
	raw       *hdrhistogram.Histogram // from actual send time (uncorrected)
	check     *hdrhistogram.Histogram // corrected, /v1/check only
	batch     *hdrhistogram.Histogram // corrected, /v1/batch only
	status    map[int]int64
	errors    map[string]int64
	checks    int64
	batches   int64
	items     int64
	hotItems  int64
	respBytes int64
}

func newStats() *stats {
	nh := func() *hdrhistogram.Histogram { return hdrhistogram.New(1, histMaxMicros, 3) }
	return &stats{
		latency: nh(), raw: nh(), check: nh(), batch: nh(),
		status: make(map[int]int64),
		errors: make(map[string]int64),
	}
}

func (s *stats) merge(o *stats) {
	s.latency.Merge(o.latency)
	s.raw.Merge(o.raw)
	s.check.Merge(o.check)
	s.batch.Merge(o.batch)
	for k, v := range o.status {
		s.status[k] += v
	}
	for k, v := range o.errors {
		s.errors[k] += v
	}
	s.checks += o.checks
	s.batches += o.batches
	s.items += o.items
	s.hotItems += o.hotItems
	s.respBytes += o.respBytes
}

func record(h *hdrhistogram.Histogram, d time.Duration) {
	us := d.Microseconds()
	if us < 1 {
		us = 1
	}
	if us > histMaxMicros {
		us = histMaxMicros
	}
	_ = h.RecordValue(us) // in range by construction
}

// result is the outcome of a run.
type result struct {
	*stats
	elapsed   time.Duration
	scheduled int64 // open loop: requests whose intended time fell inside the run
	stopped   bool  // interrupted before its bounds
}

// run primes the hot set, then sends the workload until a bound is reached or ctx is
// done. progress, when not nil, receives one line a second.
func run(ctx context.Context, cfg *config, progress io.Writer) (*result, error) {
	var nb [8]byte
	if _, err := cryptorand.Read(nb[:]); err != nil {
		return nil, fmt.Errorf("cannot draw a run nonce: %w", err)
	}
	wl := newWorkload(cfg.mix, cfg.cacheHitRatio, cfg.batchShare, cfg.batchItems, cfg.hotSetSize, cfg.seed, binary.LittleEndian.Uint64(nb[:]))
	client := &fasthttp.HostClient{
		Addr:                          cfg.addr,
		Name:                          "scamcheck-loadgen",
		MaxConns:                      cfg.connections,
		MaxConnWaitTimeout:            cfg.requestTimeout,
		ReadTimeout:                   cfg.requestTimeout,
		WriteTimeout:                  cfg.requestTimeout,
		MaxIdemponentCallAttempts:     1,
		DisableHeaderNamesNormalizing: true,
	}
	defer client.CloseIdleConnections()
	checkURL, batchURL := cfg.baseURL+"/v1/check", cfg.baseURL+"/v1/batch"

	if cfg.cacheHitRatio > 0 {
		if err := prime(client, cfg, checkURL, wl.hot); err != nil {
			return nil, err
		}
	}

	var (
		tickets   atomic.Uint64
		completed atomic.Int64
		failed    atomic.Int64
		stop      atomic.Bool
		wg        sync.WaitGroup
	)
	workers := make([]*stats, cfg.connections)
	begin := time.Now()
	deadline := begin.Add(cfg.duration)
	// In open loop, requests scheduled before the deadline may still be sent late;
	// the grace bounds how late, and what is left is reported as unsent.
	hardStop := deadline
	var interval float64 // nanoseconds between intended sends
	if cfg.ratePerSec > 0 {
		interval = 1e9 / cfg.ratePerSec
		hardStop = deadline.Add(cfg.requestTimeout)
	}
	for i := range workers {
		st := newStats()
		workers[i] = st
		wg.Go(func() {
			req, resp := acquire(cfg.key)
			defer release(req, resp)
			var body []byte
			var wait *time.Timer // open loop: sleeps until the intended send time
			if interval > 0 {
				wait = time.NewTimer(time.Hour)
				defer wait.Stop()
			}
			for !stop.Load() {
				t := tickets.Add(1) - 1
				if cfg.requests > 0 && t >= uint64(cfg.requests) {
					return
				}
				now := time.Now()
				intended := now
				if interval > 0 {
					intended = begin.Add(time.Duration(float64(t) * interval))
					if !intended.Before(deadline) {
						return
					}
					if d := intended.Sub(now); d > 0 {
						wait.Reset(d)
						select {
						case <-wait.C:
						case <-ctx.Done():
							return
						}
						now = time.Now()
					}
					if now.After(hardStop) {
						return
					}
				} else if !now.Before(deadline) {
					return
				}
				var p plan
				body, p = wl.build(body[:0], t)
				if p.batch {
					req.SetRequestURI(batchURL)
				} else {
					req.SetRequestURI(checkURL)
				}
				req.SetBodyRaw(body)
				sent := time.Now()
				if interval == 0 {
					intended = sent // closed loop: the next request is due when it is sent
				}
				err := client.Do(req, resp)
				end := time.Now()

				corrected := end.Sub(intended)
				record(st.latency, corrected)
				record(st.raw, end.Sub(sent))
				if p.batch {
					st.batches++
					record(st.batch, corrected)
				} else {
					st.checks++
					record(st.check, corrected)
				}
				st.items += int64(p.items)
				st.hotItems += int64(p.hot)
				completed.Add(1)
				if err != nil {
					st.errors[classify(err)]++
					failed.Add(1)
					continue
				}
				code := resp.StatusCode()
				st.status[code]++
				st.respBytes += int64(len(resp.Body()))
				if code < 200 || code > 299 {
					failed.Add(1)
				}
			}
		})
	}

	done := make(chan struct{})
	var stopped bool
	var pwg sync.WaitGroup
	pwg.Add(1)
	go func() {
		defer pwg.Done()
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		var last int64
		for {
			select {
			case <-done:
				return
			case <-ctx.Done():
				stop.Store(true)
				stopped = true
				<-done
				return
			case now := <-tick.C:
				if progress == nil {
					continue
				}
				c := completed.Load()
				fmt.Fprintf(progress, "loadgen: %5.1fs  %9d requests  %8d req/s  %6d failed\n",
					now.Sub(begin).Seconds(), c, c-last, failed.Load())
				last = c
			}
		}
	}()
	wg.Wait()
	end := time.Now()
	close(done)
	pwg.Wait()

	res := &result{stats: newStats(), elapsed: end.Sub(begin), stopped: stopped}
	for _, st := range workers {
		res.merge(st)
	}
	if interval > 0 {
		span := cfg.duration
		if stopped {
			span = min(span, res.elapsed) // interrupted: only what was due by then
		}
		res.scheduled = int64(math.Ceil(float64(span) / interval))
		if cfg.requests > 0 && res.scheduled > cfg.requests {
			res.scheduled = cfg.requests
		}
	}
	return res, nil
}

// prime sends every hot item once, spread over the connections, so that the measured
// run's repeated items are cache hits from the first request on.
func prime(client *fasthttp.HostClient, cfg *config, checkURL string, hot [][]byte) error {
	var (
		next     atomic.Int64
		firstErr error
		mu       sync.Mutex
		wg       sync.WaitGroup
	)
	n := min(cfg.connections, len(hot))
	for range n {
		wg.Go(func() {
			req, resp := acquire(cfg.key)
			defer release(req, resp)
			req.SetRequestURI(checkURL)
			for {
				i := next.Add(1) - 1
				if i >= int64(len(hot)) {
					return
				}
				req.SetBodyRaw(hot[i])
				if err := client.Do(req, resp); err != nil {
					mu.Lock()
					if firstErr == nil {
						firstErr = fmt.Errorf("cannot prime the hot set on %s: %w", checkURL, err)
					}
					mu.Unlock()
					return
				}
			}
		})
	}
	wg.Wait()
	return firstErr
}

// acquire returns a pooled POST request with the JSON content type and the API key
// set, and a pooled response; release gives them back.
func acquire(key string) (*fasthttp.Request, *fasthttp.Response) {
	req := fasthttp.AcquireRequest()
	req.Header.SetMethod(fasthttp.MethodPost)
	req.Header.SetContentType("application/json")
	req.Header.Set("X-API-Key", key)
	return req, fasthttp.AcquireResponse()
}

// release returns a request and a response from acquire to their pools.
func release(req *fasthttp.Request, resp *fasthttp.Response) {
	fasthttp.ReleaseRequest(req)
	fasthttp.ReleaseResponse(resp)
}

// classify names a transport error for the summary.
func classify(err error) string {
	var ne net.Error
	switch {
	case errors.Is(err, fasthttp.ErrTimeout), errors.Is(err, fasthttp.ErrNoFreeConns),
		errors.As(err, &ne) && ne.Timeout():
		return "timeout"
	case errors.Is(err, fasthttp.ErrConnectionClosed), errors.Is(err, syscall.ECONNREFUSED),
		errors.Is(err, syscall.ECONNRESET), errors.Is(err, syscall.EPIPE), errors.Is(err, io.EOF):
		return "connection"
	}
	return "other"
}

// Summary is the JSON document printed on stdout at the end of a run. Latencies are
// in milliseconds. In open-loop mode, latency is measured from each request's
// intended send time (coordinated-omission corrected) and latency_uncorrected_ms from
// its actual send time; in closed-loop mode the two are the same measurement.
type Summary struct {
	Target             string           `json:"target"`
	Mode               string           `json:"mode"` // "closed-loop" or "open-loop"
	Connections        int              `json:"connections"`
	RatePerSec         float64          `json:"rate_per_sec,omitempty"`
	CacheHitRatio      float64          `json:"cache_hit_ratio"`
	BatchShare         float64          `json:"batch_share"`
	BatchItems         int              `json:"batch_items,omitempty"`
	DurationSec        float64          `json:"duration_sec"`
	Requests           int64            `json:"requests"` // completed: answered or failed
	CheckRequests      int64            `json:"check_requests"`
	BatchRequests      int64            `json:"batch_requests"`
	Items              int64            `json:"items"` // analyses asked for: checks plus batch items
	RepeatedItems      int64            `json:"repeated_items"`
	FreshItems         int64            `json:"fresh_items"`
	Unsent             int64            `json:"unsent,omitempty"` // open loop: scheduled but not sent before the grace ran out
	ThroughputPerSec   float64          `json:"throughput_per_sec"`
	ItemsPerSec        float64          `json:"items_per_sec"`
	Status             map[string]int64 `json:"status"`
	Errors             map[string]int64 `json:"errors"`
	MeanResponseBytes  float64          `json:"mean_response_bytes"`
	Latency            Percentiles      `json:"latency_ms"`
	LatencyUncorrected Percentiles      `json:"latency_uncorrected_ms"`
	CheckLatency       *Percentiles     `json:"check_latency_ms,omitempty"`
	BatchLatency       *Percentiles     `json:"batch_latency_ms,omitempty"`
	Interrupted        bool             `json:"interrupted,omitempty"`
}

// Percentiles of a latency distribution, in milliseconds.
type Percentiles struct {
	P50  float64 `json:"p50"`
	P90  float64 `json:"p90"`
	P99  float64 `json:"p99"`
	P999 float64 `json:"p99_9"`
	Max  float64 `json:"max"`
	Mean float64 `json:"mean"`
}

func percentiles(h *hdrhistogram.Histogram) Percentiles {
	ms := func(us int64) float64 { return float64(us) / 1000 }
	return Percentiles{
		P50:  ms(h.ValueAtQuantile(50)),
		P90:  ms(h.ValueAtQuantile(90)),
		P99:  ms(h.ValueAtQuantile(99)),
		P999: ms(h.ValueAtQuantile(99.9)),
		Max:  ms(h.Max()),
		Mean: math.Round(h.Mean()) / 1000,
	}
}

func (r *result) summary(cfg *config) *Summary {
	s := &Summary{
		Target:             cfg.baseURL,
		Mode:               "closed-loop",
		Connections:        cfg.connections,
		RatePerSec:         cfg.ratePerSec,
		CacheHitRatio:      cfg.cacheHitRatio,
		BatchShare:         cfg.batchShare,
		DurationSec:        math.Round(r.elapsed.Seconds()*1000) / 1000,
		Requests:           r.checks + r.batches,
		CheckRequests:      r.checks,
		BatchRequests:      r.batches,
		Items:              r.items,
		RepeatedItems:      r.hotItems,
		FreshItems:         r.items - r.hotItems,
		Status:             make(map[string]int64, len(r.status)),
		Errors:             r.errors,
		Latency:            percentiles(r.latency),
		LatencyUncorrected: percentiles(r.raw),
		Interrupted:        r.stopped,
	}
	if cfg.ratePerSec > 0 {
		s.Mode = "open-loop"
		s.Unsent = max(r.scheduled-s.Requests, 0)
	}
	if cfg.batchShare > 0 {
		s.BatchItems = cfg.batchItems
	}
	if sec := r.elapsed.Seconds(); sec > 0 {
		s.ThroughputPerSec = math.Round(float64(s.Requests)/sec*10) / 10
		s.ItemsPerSec = math.Round(float64(s.Items)/sec*10) / 10
	}
	answered := int64(0)
	for code, n := range r.status {
		s.Status[strconv.Itoa(code)] = n
		answered += n
	}
	if answered > 0 {
		s.MeanResponseBytes = math.Round(float64(r.respBytes) / float64(answered))
	}
	if r.checks > 0 {
		p := percentiles(r.check)
		s.CheckLatency = &p
	}
	if r.batches > 0 {
		p := percentiles(r.batch)
		s.BatchLatency = &p
	}
	return s
}

// writeHgrm writes h's percentile distribution in HdrHistogram's text format, in ms.
func writeHgrm(path string, h *hdrhistogram.Histogram) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("cannot create %s: %w", path, err)
	}
	if _, err := h.PercentilesPrint(f, 5, 1000); err != nil {
		f.Close()
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	return nil
}
