package loadgen

import (
	"context"
	cryptorand "crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"net"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	hdrhistogram "github.com/HdrHistogram/hdrhistogram-go"
	"github.com/valyala/fasthttp"
)

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

// newStats returns empty figures.
func newStats() *stats {
	nh := func() *hdrhistogram.Histogram { return hdrhistogram.New(1, histMaxMicros, 3) }
	return &stats{
		latency: nh(), raw: nh(), check: nh(), batch: nh(),
		status: make(map[int]int64),
		errors: make(map[string]int64),
	}
}

// merge adds o's figures to s.
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

// record adds d to h in microseconds, clamped to the histogram's range.
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
