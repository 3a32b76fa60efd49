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
	"strings"
	"syscall"
	"time"
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
