// Command soak runs scamcheck for a long time at a fixed share of its measured
// capacity with a mixed workload, and reports errors, p99 latency over time and
// the server's resident memory over time. It is not part of CI: run it with
//
//	go run ./bench/soak -duration 5m -load 0.8
//
// It builds scamcheck and the load generator bench/cmd/loadgen (or uses -bin and
// -loadgen), starts scamcheck on loopback ports with a fresh data directory, makes
// an enterprise account without limits, measures capacity with a closed-loop
// loadgen run, then runs open-loop loadgen windows
// at -load times that capacity back to back for -duration. Beside the checks and
// batches of loadgen, a side workload sends reports, lists known scams and reads
// the account through the admin API. Every window prints one line: throughput,
// p50 and p99 latency (coordinated-omission corrected), errors and RSS.
//
// The run fails (exit status 1) when any request failed or was answered with a
// status other than 2xx, or when the RSS of the last quarter exceeds that of the
// first quarter (after warm-up) by more than -rss-slack-mib.
package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	lg "scamcheck/bench/loadgen"
)

func main() {
	os.Exit(run())
}

type config struct {
	bin          string
	loadgen      string
	duration     time.Duration
	window       time.Duration
	load         float64
	connections  int
	capacityRun  time.Duration
	capacity     float64
	rssSlackMiB  int64
	out          string
	cacheHit     float64
	batchShare   float64
	batchItems   int
	sideInterval time.Duration
}

func run() int {
	var c config
	flag.StringVar(&c.bin, "bin", "", "scamcheck binary; default: build one from this module")
	flag.StringVar(&c.loadgen, "loadgen", "", "load generator binary (bench/cmd/loadgen); default: build one from this module")
	flag.DurationVar(&c.duration, "duration", 5*time.Minute, "length of the soak")
	flag.DurationVar(&c.window, "window", 10*time.Second, "length of one measured window")
	flag.Float64Var(&c.load, "load", 0.8, "share of the measured capacity to send")
	flag.IntVar(&c.connections, "connections", 64, "keep-alive connections of the load generator")
	flag.DurationVar(&c.capacityRun, "capacity-duration", 10*time.Second, "length of the closed-loop capacity run")
	flag.Float64Var(&c.capacity, "capacity", 0, "capacity in requests per second; 0 means measure it")
	flag.Int64Var(&c.rssSlackMiB, "rss-slack-mib", 32, "allowed RSS growth from the first to the last quarter, MiB")
	flag.StringVar(&c.out, "out", "bench/out/soak.json", "file for the per-window results (JSON); empty for none")
	flag.Float64Var(&c.cacheHit, "cache-hit-ratio", 0.5, "share of repeated items")
	flag.Float64Var(&c.batchShare, "batch-share", 0.02, "share of requests sent to /v1/batch")
	flag.IntVar(&c.batchItems, "batch-items", 10, "items per batch")
	flag.DurationVar(&c.sideInterval, "side-interval", 200*time.Millisecond, "pause between side-workload requests (reports, scams, admin)")
	flag.Parse()
	if err := soak(&c); err != nil {
		fmt.Fprintf(os.Stderr, "soak: %v\n", err)
		return 1
	}
	return 0
}

// server is the scamcheck process under test.
type server struct {
	cmd            *exec.Cmd
	public, admin  string
	token, dataDir string
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func startServer(bin, dataDir string) (*server, error) {
	s := &server{dataDir: dataDir, token: "sco_" + randomHex(20)}
	s.cmd = exec.Command(bin, "serve", "--addr", "127.0.0.1:0", "--admin-addr", "127.0.0.1:0",
		"--data-dir", dataDir, "--log-level", "warn")
	s.cmd.Env = append(os.Environ(), "SCAMCHECK_ADMIN_TOKEN="+s.token)
	s.cmd.Stderr = os.Stderr
	stdout, err := s.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := s.cmd.Start(); err != nil {
		return nil, fmt.Errorf("cannot start %s: %w", bin, err)
	}
	ready := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(stdout)
		once := false
		for sc.Scan() {
			if _, rest, ok := strings.Cut(sc.Text(), "public API on "); ok && !once {
				s.public, s.admin, _ = strings.Cut(rest, ", admin API on ")
				once = true
				close(ready)
			}
		}
	}()
	select {
	case <-ready:
		return s, nil
	case <-time.After(time.Minute):
		_ = s.cmd.Process.Kill()
		return nil, errors.New("the server did not listen within a minute")
	}
}

// rssMiB returns the server's resident set size in MiB.
func (s *server) rssMiB() float64 {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(s.cmd.Process.Pid) + "/status")
	if err != nil {
		return -1
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, _ := strconv.ParseFloat(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 64)
			return kb / 1024
		}
	}
	return -1
}

var httpClient = &http.Client{Timeout: 10 * time.Second}

func (s *server) call(method, url string, hdr map[string]string, body []byte) (int, []byte, error) {
	req, err := http.NewRequest(method, url, bytes.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	resp, err := httpClient.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	return resp.StatusCode, out, err
}

func (s *server) adminJSON(method, path string, body any, want int) (map[string]any, error) {
	b, _ := json.Marshal(body)
	status, out, err := s.call(method, "http://"+s.admin+path,
		map[string]string{"Authorization": "Bearer " + s.token, "Content-Type": "application/json"}, b)
	if err != nil {
		return nil, err
	}
	if status != want {
		return nil, fmt.Errorf("%s %s: got %d; want %d: %s", method, path, status, want, out)
	}
	var m map[string]any
	return m, json.Unmarshal(out, &m)
}

// summary is loadgen's JSON summary.
type summary = lg.Summary

func loadgen(url, key string, c *config, d time.Duration, rate float64, seed int) (*summary, error) {
	args := []string{"-url", "http://" + url, "-key", key, "-duration", d.String(),
		"-connections", strconv.Itoa(c.connections), "-cache-hit-ratio", fmt.Sprint(c.cacheHit),
		"-batch-share", fmt.Sprint(c.batchShare), "-batch-items", strconv.Itoa(c.batchItems),
		"-seed", strconv.Itoa(seed), "-progress=false"}
	if rate > 0 {
		args = append(args, "-rate-per-sec", fmt.Sprintf("%.0f", rate))
	}
	cmd := exec.Command(c.loadgen, args...)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("loadgen: %w", err)
	}
	var s summary
	if err := json.Unmarshal(out, &s); err != nil {
		return nil, fmt.Errorf("cannot read loadgen's summary: %w", err)
	}
	return &s, nil
}

// side sends the rest of the mixed workload: reports, known-scam listings and
// admin reads, counting failures.
func side(ctx context.Context, s *server, key, acct string, pause time.Duration, n, failed *atomic.Int64) {
	for i := 0; ctx.Err() == nil; i++ {
		var status int
		var err error
		var want []int
		switch i % 3 {
		case 0:
			body := fmt.Sprintf(`{"content":"soak report %s-%d: pay the parcel fee at http://soak-%d.example/pay","content_type":"sms","scam_type":"fake_delivery"}`, randomHex(4), i, i)
			status, _, err = s.call("POST", "http://"+s.public+"/v1/report", map[string]string{"X-API-Key": key, "Content-Type": "application/json"}, []byte(body))
			want = []int{200, 201}
		case 1:
			status, _, err = s.call("GET", "http://"+s.public+"/v1/scams?limit=50&confirmed=false", map[string]string{"X-API-Key": key}, nil)
			want = []int{200}
		case 2:
			status, _, err = s.call("GET", "http://"+s.admin+"/admin/v1/accounts/"+acct, map[string]string{"Authorization": "Bearer " + s.token}, nil)
			want = []int{200}
		}
		n.Add(1)
		ok := err == nil
		if ok {
			ok = false
			for _, w := range want {
				ok = ok || status == w
			}
		}
		if !ok {
			failed.Add(1)
			fmt.Fprintf(os.Stderr, "soak: side request %d: status %d, %v\n", i, status, err)
		}
		select {
		case <-ctx.Done():
		case <-time.After(pause):
		}
	}
}

// window is one measured stretch of the soak.
type window struct {
	At         float64          `json:"at_sec"`
	Throughput float64          `json:"throughput_per_sec"`
	P50        float64          `json:"p50_ms"`
	P99        float64          `json:"p99_ms"`
	Max        float64          `json:"max_ms"`
	Errors     int64            `json:"errors"`
	Non2xx     int64            `json:"non_2xx"`
	Unsent     int64            `json:"unsent"`
	RSSMiB     float64          `json:"rss_mib"`
	Status     map[string]int64 `json:"status"`
}

func soak(c *config) error {
	tmp, err := os.MkdirTemp("", "scamcheck-soak-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if c.bin == "" {
		c.bin = filepath.Join(tmp, "scamcheck")
		if err := build(c.bin, "scamcheck"); err != nil {
			return err
		}
	}
	if c.loadgen == "" {
		c.loadgen = filepath.Join(tmp, "loadgen")
		if err := build(c.loadgen, "scamcheck/bench/cmd/loadgen"); err != nil {
			return err
		}
	}
	s, err := startServer(c.bin, filepath.Join(tmp, "data"))
	if err != nil {
		return err
	}
	defer func() {
		_ = s.cmd.Process.Signal(syscall.SIGTERM)
		_ = s.cmd.Wait()
	}()
	acct, err := s.adminJSON("POST", "/admin/v1/accounts", map[string]any{"name": "soak", "plan": "enterprise", "monthly_quota": 0, "rate_limit_per_minute": 0}, 201)
	if err != nil {
		return err
	}
	acctID, _ := acct["id"].(string)
	k, err := s.adminJSON("POST", "/admin/v1/accounts/"+acctID+"/keys", map[string]any{"name": "soak", "type": "live"}, 201)
	if err != nil {
		return err
	}
	key, _ := k["key"].(string)

	capacity := c.capacity
	if capacity <= 0 {
		sum, err := loadgen(s.public, key, c, c.capacityRun, 0, 1)
		if err != nil {
			return err
		}
		capacity = sum.ThroughputPerSec
		fmt.Printf("capacity (closed loop, %d connections, %s): %.0f requests/s, p99 %.2f ms\n", c.connections, c.capacityRun, capacity, sum.Latency.P99)
	}
	rate := capacity * c.load
	fmt.Printf("soak: %s at %.0f requests/s (%.0f%% of capacity), windows of %s, RSS at start %.1f MiB\n",
		c.duration, rate, c.load*100, c.window, s.rssMiB())

	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
	defer cancel()
	var sideN, sideFailed atomic.Int64
	sideCtx, stopSide := context.WithCancel(ctx)
	var sideWG sync.WaitGroup
	sideWG.Go(func() { side(sideCtx, s, key, acctID, c.sideInterval, &sideN, &sideFailed) })

	fmt.Printf("%8s %10s %9s %9s %9s %7s %7s %9s\n", "t (s)", "req/s", "p50 ms", "p99 ms", "max ms", "errors", "non-2xx", "RSS MiB")
	var windows []window
	begin := time.Now()
	for seed := 2; time.Since(begin) < c.duration && ctx.Err() == nil; seed++ {
		d := min(c.window, c.duration-time.Since(begin))
		if d < time.Second {
			break
		}
		sum, err := loadgen(s.public, key, c, d, rate, seed)
		if err != nil {
			stopSide()
			return err
		}
		w := window{At: time.Since(begin).Seconds(), Throughput: sum.ThroughputPerSec, P50: sum.Latency.P50, P99: sum.Latency.P99,
			Max: sum.Latency.Max, Unsent: sum.Unsent, RSSMiB: s.rssMiB(), Status: sum.Status}
		for _, n := range sum.Errors {
			w.Errors += n
		}
		for code, n := range sum.Status {
			if !strings.HasPrefix(code, "2") {
				w.Non2xx += n
			}
		}
		windows = append(windows, w)
		fmt.Printf("%8.0f %10.0f %9.2f %9.2f %9.2f %7d %7d %9.1f\n", w.At, w.Throughput, w.P50, w.P99, w.Max, w.Errors, w.Non2xx, w.RSSMiB)
	}
	stopSide()
	sideWG.Wait()
	return report(c, windows, sideN.Load(), sideFailed.Load())
}

// build compiles package pkg of this module into bin.
func build(bin, pkg string) error {
	cmd := exec.Command("go", "build", "-trimpath", "-o", bin, pkg)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("cannot build %s: %w", pkg, err)
	}
	return nil
}

// report prints the verdict and writes the windows; it fails on any error or a
// growing RSS.
func report(c *config, windows []window, sideN, sideFailed int64) error {
	if len(windows) < 4 {
		return fmt.Errorf("got %d windows; want at least 4 for a verdict", len(windows))
	}
	var errs, non2xx, unsent int64
	p99s := make([]float64, 0, len(windows))
	for _, w := range windows {
		errs += w.Errors
		non2xx += w.Non2xx
		unsent += w.Unsent
		p99s = append(p99s, w.P99)
	}
	q := len(windows) / 4
	// The first window warms up caches and pools; the first quarter starts after it.
	first := maxRSS(windows[1 : 1+q])
	last := maxRSS(windows[len(windows)-q:])
	sort.Float64s(p99s)
	fmt.Printf("errors %d, non-2xx %d, unsent %d; side workload %d requests, %d failed\n", errs, non2xx, unsent, sideN, sideFailed)
	fmt.Printf("p99 per window: min %.2f ms, median %.2f ms, max %.2f ms\n", p99s[0], p99s[len(p99s)/2], p99s[len(p99s)-1])
	fmt.Printf("RSS: first quarter max %.1f MiB, last quarter max %.1f MiB (growth %+.1f MiB, allowed %d MiB)\n", first, last, last-first, c.rssSlackMiB)
	if c.out != "" {
		b, _ := json.MarshalIndent(map[string]any{"load": c.load, "connections": c.connections, "windows": windows,
			"side_requests": sideN, "side_failed": sideFailed}, "", "  ")
		if err := os.MkdirAll(filepath.Dir(c.out), 0o755); err == nil {
			if err := os.WriteFile(c.out, append(b, '\n'), 0o644); err != nil {
				return err
			}
		}
	}
	var fails []string
	if errs+non2xx+sideFailed > 0 {
		fails = append(fails, fmt.Sprintf("%d errors, %d non-2xx answers, %d side failures; want 0", errs, non2xx, sideFailed))
	}
	if last-first > float64(c.rssSlackMiB) {
		fails = append(fails, fmt.Sprintf("RSS grew %.1f MiB; want at most %d", last-first, c.rssSlackMiB))
	}
	if fails != nil {
		return errors.New(strings.Join(fails, "; "))
	}
	fmt.Println("soak: PASS")
	return nil
}

func maxRSS(ws []window) float64 {
	m := 0.0
	for _, w := range ws {
		m = max(m, w.RSSMiB)
	}
	return m
}
