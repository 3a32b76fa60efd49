package loadgen

import (
	"bytes"
	"context"
	"encoding/json"
	"net"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	hdrhistogram "github.com/HdrHistogram/hdrhistogram-go"
	"github.com/valyala/fasthttp"
)

// startServer serves h on a real listener on 127.0.0.1:0 and returns its base URL.
func startServer(t *testing.T, h fasthttp.RequestHandler) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("cannot listen: %s", err)
	}
	s := &fasthttp.Server{Handler: h}
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = s.Serve(ln)
	}()
	t.Cleanup(func() {
		_ = s.Shutdown()
		<-done
	})
	return "http://" + ln.Addr().String()
}

// recorder is a fake API that answers /v1/check with 200 and /v1/batch with 429, and
// remembers what it was sent.
type recorder struct {
	mu         sync.Mutex
	checks     int
	batches    int
	batchItems int
	badKey     int
	seen       map[string]int // content -> times seen
	types      map[string]int
}

func (rec *recorder) handle(ctx *fasthttp.RequestCtx) {
	type item struct {
		Content string `json:"content"`
		Type    string `json:"type"`
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if string(ctx.Request.Header.Peek("X-API-Key")) != "svc_live_test" {
		rec.badKey++
	}
	var items []item
	switch string(ctx.Path()) {
	case "/v1/check":
		var it item
		if err := json.Unmarshal(ctx.PostBody(), &it); err != nil {
			ctx.SetStatusCode(fasthttp.StatusBadRequest)
			return
		}
		rec.checks++
		items = append(items, it)
		ctx.SetBodyString(`{"score":1}`)
	case "/v1/batch":
		var b struct{ Items []item }
		if err := json.Unmarshal(ctx.PostBody(), &b); err != nil {
			ctx.SetStatusCode(fasthttp.StatusBadRequest)
			return
		}
		rec.batches++
		rec.batchItems += len(b.Items)
		items = b.Items
		ctx.SetStatusCode(fasthttp.StatusTooManyRequests)
	default:
		ctx.SetStatusCode(fasthttp.StatusNotFound)
		return
	}
	for _, it := range items {
		rec.seen[it.Content]++
		rec.types[it.Type]++
	}
}

func TestRunCountsAndStatusMix(t *testing.T) {
	rec := &recorder{seen: map[string]int{}, types: map[string]int{}}
	base := startServer(t, rec.handle)
	var stdout, stderr bytes.Buffer
	args := []string{
		"-url", base, "-key", "svc_live_test", "-requests", "200", "-duration", "1m",
		"-connections", "4", "-batch-share", "0.25", "-batch-items", "5",
		"-cache-hit-ratio", "0.5", "-hot-set-size", "10", "-progress=false",
	}
	if code := runMain(context.Background(), args, &stdout, &stderr); code != 0 {
		t.Fatalf("runMain: got exit code %d; want 0 (stderr: %s)", code, stderr.String())
	}
	var s Summary
	if err := json.Unmarshal(stdout.Bytes(), &s); err != nil {
		t.Fatalf("cannot decode summary %q: %s", stdout.String(), err)
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()

	eq := func(name string, got, want int64) {
		t.Helper()
		if got != want {
			t.Errorf("%s: got %d; want %d", name, got, want)
		}
	}
	const hotSet = 10
	eq("requests", s.Requests, 200)
	eq("check+batch requests", s.CheckRequests+s.BatchRequests, 200)
	eq("server checks (run + priming)", int64(rec.checks), s.CheckRequests+hotSet)
	eq("server batches", int64(rec.batches), s.BatchRequests)
	eq("server batch items", int64(rec.batchItems), 5*s.BatchRequests)
	eq("items", s.Items, s.CheckRequests+5*s.BatchRequests)
	eq("repeated+fresh", s.RepeatedItems+s.FreshItems, s.Items)
	eq("status 200", s.Status["200"], s.CheckRequests)
	eq("status 429", s.Status["429"], s.BatchRequests)
	eq("statuses", int64(len(s.Status)), 2)
	eq("errors", int64(len(s.Errors)), 0)
	eq("requests with a wrong key", int64(rec.badKey), 0)
	// Every fresh item is new; the repeated ones come from the primed hot set.
	eq("distinct contents", int64(len(rec.seen)), hotSet+s.FreshItems)
	if s.BatchRequests == 0 || s.BatchRequests == 200 {
		t.Errorf("batch requests: got %d; want some of 200 at share 0.25", s.BatchRequests)
	}
	if s.RepeatedItems == 0 || s.FreshItems == 0 {
		t.Errorf("repeated, fresh items: got %d, %d; want both > 0 at ratio 0.5", s.RepeatedItems, s.FreshItems)
	}
	for _, k := range kindNames {
		if rec.types[k] == 0 {
			t.Errorf("items of type %q: got 0; want some with the default mix", k)
		}
	}
	if s.Mode != "closed-loop" {
		t.Errorf("mode: got %q; want closed-loop", s.Mode)
	}
	if s.CheckLatency == nil || s.BatchLatency == nil {
		t.Errorf("per-endpoint latency: got check %v, batch %v; want both", s.CheckLatency, s.BatchLatency)
	}
}

// countAtOrAbove returns how many recorded values are >= v (to the histogram's precision).
func countAtOrAbove(h *hdrhistogram.Histogram, v int64) int64 {
	n := int64(0)
	for _, b := range h.Distribution() {
		if b.From >= v {
			n += b.Count
		}
	}
	return n
}

func TestCoordinatedOmissionCorrection(t *testing.T) {
	const stall = 300 * time.Millisecond
	var calls atomic.Int64
	base := startServer(t, func(ctx *fasthttp.RequestCtx) {
		if calls.Add(1) == 20 {
			time.Sleep(stall) // the one stall: every request scheduled meanwhile waits
		}
		ctx.SetBodyString(`{}`)
	})
	var stderr bytes.Buffer
	cfg, err := parseFlags([]string{
		"-url", base, "-key", "k", "-requests", "300", "-duration", "1m",
		"-connections", "1", "-rate-per-sec", "1000", "-progress=false",
	}, &stderr)
	if err != nil {
		t.Fatalf("parseFlags: %s", err)
	}
	res, err := run(context.Background(), cfg, nil)
	if err != nil {
		t.Fatalf("run: %s", err)
	}
	if got := res.latency.TotalCount(); got != 300 {
		t.Fatalf("recorded latencies: got %d; want 300", got)
	}
	for _, q := range []float64{50, 90, 99, 99.9, 100} {
		c, u := res.latency.ValueAtQuantile(q), res.raw.ValueAtQuantile(q)
		if c < u {
			t.Errorf("p%v: got corrected %dµs < uncorrected %dµs; want corrected >= uncorrected", q, c, u)
		}
	}
	// Requests scheduled during the stall were sent after it: their corrected latency
	// includes the wait, their uncorrected latency does not.
	half := (stall / 2).Microseconds()
	corrected, uncorrected := countAtOrAbove(res.latency, half), countAtOrAbove(res.raw, half)
	if corrected <= uncorrected || corrected < 10 {
		t.Errorf("latencies >= %s: got corrected %d, uncorrected %d; want corrected >= 10 and above uncorrected",
			stall/2, corrected, uncorrected)
	}
	if s := res.summary(cfg); s.Mode != "open-loop" || s.Latency.P999 < s.LatencyUncorrected.P999 {
		t.Errorf("summary: got mode %q, p99.9 %v corrected vs %v uncorrected; want open-loop and corrected >= uncorrected",
			s.Mode, s.Latency.P999, s.LatencyUncorrected.P999)
	}
}

func TestParseFlags(t *testing.T) {
	f := func(args []string, wantErr string) {
		t.Helper()
		var stderr bytes.Buffer
		_, err := parseFlags(args, &stderr)
		switch {
		case wantErr == "" && err != nil:
			t.Errorf("parseFlags(%q): got error %q; want none", args, err)
		case wantErr != "" && (err == nil || !strings.Contains(err.Error(), wantErr)):
			t.Errorf("parseFlags(%q): got error %v; want one containing %q", args, err, wantErr)
		}
	}
	f([]string{"-key", "k"}, "")
	f([]string{"-key", "k", "-url", "http://localhost:9000/"}, "")
	f([]string{"-key", "k", "-url", "http://[::1]:9000"}, "")
	f([]string{"-key", "k", "-url", "http://10.0.0.1:8080"}, "refusing non-loopback")
	f([]string{"-key", "k", "-url", "http://8.8.8.8"}, "refusing non-loopback")
	f([]string{"-key", "k", "-url", "http://10.0.0.1:8080", "-allow-remote"}, "")
	f([]string{"-key", "k", "-url", "https://127.0.0.1"}, "http://")
	f([]string{}, "-key is required")
	f([]string{"-key", "k", "-duration", "0s"}, "-duration")
	f([]string{"-key", "k", "-duration", "2h"}, "-duration")
	f([]string{"-key", "k", "-connections", "0"}, "-connections")
	f([]string{"-key", "k", "-rate-per-sec", "-1"}, "-rate-per-sec")
	f([]string{"-key", "k", "-cache-hit-ratio", "1.5"}, "-cache-hit-ratio")
	f([]string{"-key", "k", "-batch-share", "NaN"}, "-batch-share")
	f([]string{"-key", "k", "-batch-items", "0"}, "-batch-items")
	f([]string{"-key", "k", "-requests", "-3"}, "-requests")
	f([]string{"-key", "k", "-mix", "url=1,fax=2"}, "kind must be")
	f([]string{"-key", "k", "extra"}, "unexpected arguments")
}

func TestMainRefusesRemoteTarget(t *testing.T) {
	var stdout, stderr bytes.Buffer
	code := runMain(context.Background(), []string{"-key", "k", "-url", "http://192.0.2.1:80"}, &stdout, &stderr)
	if code != 2 || stdout.Len() != 0 {
		t.Errorf("runMain against 192.0.2.1: got exit code %d, stdout %q; want 2 and nothing", code, stdout.String())
	}
}

func TestParseMix(t *testing.T) {
	f := func(s string, u float64, want kind) {
		t.Helper()
		m, err := parseMix(s)
		if err != nil {
			t.Fatalf("parseMix(%q): %s", s, err)
		}
		if got := m.pick(u); got != want {
			t.Errorf("parseMix(%q).pick(%v): got %s; want %s", s, u, kindNames[got], kindNames[want])
		}
	}
	f("url=1", 0, kindURL)
	f("url=1", 0.999, kindURL)
	f("sms=1", 0, kindSMS)
	f("url=1,sms=1", 0.49, kindURL)
	f("url=1,sms=1", 0.5, kindSMS)
	f("phone=3,url=1", 0.2, kindURL)
	f("phone=3,url=1", 0.3, kindPhone)
	f(defaultMix, 0.95, kindPhone)
	for _, bad := range []string{"", "url", "url=0", "url=-1", "mms=1", "url=x"} {
		if _, err := parseMix(bad); err == nil {
			t.Errorf("parseMix(%q): got no error; want one", bad)
		}
	}
}

func TestWorkloadBodies(t *testing.T) {
	m, err := parseMix(defaultMix)
	if err != nil {
		t.Fatal(err)
	}
	w := newWorkload(m, 0.3, 0.2, 7, 5, 42, 12345)
	var buf []byte
	for tk := uint64(0); tk < 500; tk++ {
		var p plan
		buf, p = w.build(buf[:0], tk)
		if !json.Valid(buf) {
			t.Fatalf("ticket %d: got invalid JSON %q", tk, buf)
		}
		var body struct {
			Content string
			Type    string
			Items   []struct{ Content, Type string }
		}
		if err := json.Unmarshal(buf, &body); err != nil {
			t.Fatal(err)
		}
		if p.batch {
			if len(body.Items) != 7 || p.items != 7 {
				t.Errorf("ticket %d: got %d items, plan %d; want 7", tk, len(body.Items), p.items)
			}
			continue
		}
		if body.Content == "" || body.Type == "" {
			t.Errorf("ticket %d: got content %q, type %q; want both", tk, body.Content, body.Type)
		}
		if body.Type == "sms" && p.hot == 0 && (len(body.Content) < 140 || len(body.Content) > 175) {
			t.Errorf("ticket %d: got an SMS of %d bytes; want about 160", tk, len(body.Content))
		}
	}
	// The same seed gives the same decisions.
	w2 := newWorkload(m, 0.3, 0.2, 7, 5, 42, 12345)
	for tk := uint64(0); tk < 50; tk++ {
		_, p1 := w.build(nil, tk)
		_, p2 := w2.build(nil, tk)
		if p1 != p2 {
			t.Errorf("ticket %d: got plans %+v and %+v; want equal", tk, p1, p2)
		}
	}
}

func TestAppendJSONString(t *testing.T) {
	f := func(in, want string) {
		t.Helper()
		if got := string(appendJSONString(nil, in)); got != want {
			t.Errorf("appendJSONString(%q): got %q; want %q", in, got, want)
		}
	}
	f("plain", "plain")
	f(`a"b\c`, `a\"b\\c`)
	f("l1\nl2\tx\r", `l1\nl2\tx\r`)
	f("\x01", `\u0001`)
	f("café 🎣", "café 🎣")
	f("bad\xffutf8", `bad\ufffdutf8`)
}

func TestRunCountsTransportErrors(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // nothing listens there now: every request is refused
	var stdout, stderr bytes.Buffer
	args := []string{"-url", "http://" + addr, "-key", "k", "-requests", "20", "-duration", "1m",
		"-connections", "2", "-progress=false"}
	if code := runMain(context.Background(), args, &stdout, &stderr); code != 0 {
		t.Fatalf("runMain: got exit code %d; want 0 (stderr: %s)", code, stderr.String())
	}
	var s Summary
	if err := json.Unmarshal(stdout.Bytes(), &s); err != nil {
		t.Fatalf("cannot decode summary %q: %s", stdout.String(), err)
	}
	if s.Requests != 20 || s.Errors["connection"] != 20 || len(s.Status) != 0 {
		t.Errorf("against a closed port: got %d requests, errors %v, status %v; want 20 requests, 20 connection errors, no status",
			s.Requests, s.Errors, s.Status)
	}
}
