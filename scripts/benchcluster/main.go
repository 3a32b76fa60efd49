// Command benchcluster is the cluster step of `make bench`: the throughput of one
// scamcheck node with the embedded store and with a Redis store (--redis), in the
// same run, as a ratio, and the Redis round trips the node makes per request.
//
// It starts a redis-server (in memory: no RDB, no AOF, so the figure is the cost
// of the round trips, not of the disk) and the two nodes one after the other on
// loopback, each with a load account whose rate limit and quota are on but never
// reached, so that every request goes through both decisions. Rounds alternate
// between the two nodes; figures are medians. Servers and redis-server share CPU 0,
// the load generator has CPU 1 (taskset, when there are two CPUs). Results go to
// <out>/cluster.json.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/redis/go-redis/v9"
)

type config struct {
	scamcheck, loadgen, out string
	rounds                  int
	roundDuration           time.Duration
	pin                     bool
}

// scenario is one load shape of the comparison, as in bench/suite.
type scenario struct {
	Name string   `json:"name"`
	Args []string `json:"loadgen_args"`
}

var scenarios = []scenario{
	{"check-cached", []string{"-connections", "16", "-cache-hit-ratio", "1", "-hot-set-size", "16"}},
	{"check-uncached", []string{"-connections", "16", "-cache-hit-ratio", "0", "-mix", "url=50,sms=50"}},
}

type result struct {
	scenario
	Embedded []float64 `json:"embedded_throughput_per_sec"`
	Redis    []float64 `json:"redis_throughput_per_sec"`
	// Medians and their ratio, Redis over embedded.
	EmbeddedMedian float64 `json:"embedded_median"`
	RedisMedian    float64 `json:"redis_median"`
	Ratio          float64 `json:"ratio_redis_over_embedded"`
	// RedisRoundTripsPerRequest is the scripts (EVALSHA, EVAL) Redis ran per
	// request served during the Redis rounds, heartbeats left out: the node's only
	// Redis calls on the request path, one round trip each.
	RedisRoundTripsPerRequest float64 `json:"redis_round_trips_per_request"`
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("benchcluster: ")
	var cfg config
	flag.StringVar(&cfg.scamcheck, "scamcheck", "bin/scamcheck", "scamcheck binary")
	flag.StringVar(&cfg.loadgen, "loadgen", "bin/loadgen", "load generator binary (bench/cmd/loadgen)")
	flag.StringVar(&cfg.out, "out", "bench/out", "output directory")
	flag.IntVar(&cfg.rounds, "rounds", 3, "rounds per scenario and store")
	flag.DurationVar(&cfg.roundDuration, "round-duration", 2*time.Second, "length of one load round")
	flag.BoolVar(&cfg.pin, "pin", true, "pin servers to CPU 0 and the load generator to CPU 1 (when there are 2+ CPUs)")
	flag.Parse()
	if err := run(&cfg); err != nil {
		log.Print(err)
		os.Exit(1)
	}
}

func run(cfg *config) error {
	if _, err := exec.LookPath("redis-server"); err != nil {
		return fmt.Errorf("redis-server is not on PATH (make redis-server): %w", err)
	}
	pin := cfg.pin && runtime.NumCPU() >= 2
	if _, err := exec.LookPath("taskset"); err != nil {
		pin = false
	}
	tmp, err := os.MkdirTemp("", "benchcluster")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if err := os.MkdirAll(cfg.out, 0o755); err != nil {
		return err
	}

	raddr, err := freeAddr()
	if err != nil {
		return err
	}
	_, rport, _ := net.SplitHostPort(raddr)
	rs := command(pin, "0", "redis-server", "--port", rport, "--bind", "127.0.0.1", "--dir", tmp,
		"--save", "", "--appendonly", "no", "--daemonize", "no", "--logfile", "")
	if err := rs.Start(); err != nil {
		return fmt.Errorf("cannot start redis-server: %w", err)
	}
	defer stop(rs)
	rc := redis.NewClient(&redis.Options{Addr: raddr})
	defer rc.Close()
	if err := waitFor(10*time.Second, func() bool { return rc.Ping(context.Background()).Err() == nil }); err != nil {
		return fmt.Errorf("redis-server on %s: %w", raddr, err)
	}

	nodes := []*node{{name: "embedded"}, {name: "redis", args: []string{"--redis", "redis://" + raddr + "/0"}}}
	for _, n := range nodes {
		if err := n.start(cfg, pin, filepath.Join(tmp, n.name)); err != nil {
			return fmt.Errorf("%s node: %w", n.name, err)
		}
		defer stop(n.cmd)
	}

	var results []*result
	for _, sc := range scenarios {
		res := &result{scenario: sc}
		var scripts, requests int64
		for r := range cfg.rounds {
			for i := range nodes {
				n := nodes[(i+r)%len(nodes)]
				before := requestScripts(rc)
				s, err := n.load(cfg, pin, sc, r)
				if err != nil {
					return fmt.Errorf("%s %s round %d: %w", sc.Name, n.name, r+1, err)
				}
				if n.name == "redis" {
					scripts += requestScripts(rc) - before
					requests += s.Requests
					res.Redis = append(res.Redis, s.ThroughputPerSec)
				} else {
					res.Embedded = append(res.Embedded, s.ThroughputPerSec)
				}
			}
		}
		res.EmbeddedMedian, res.RedisMedian = median(res.Embedded), median(res.Redis)
		res.Ratio = round3(res.RedisMedian / res.EmbeddedMedian)
		res.RedisRoundTripsPerRequest = round3(float64(scripts) / float64(max(requests, 1)))
		log.Printf("%-15s embedded %8.0f/s   redis %8.0f/s   ratio %.3f   redis round trips per request %.3f",
			sc.Name, res.EmbeddedMedian, res.RedisMedian, res.Ratio, res.RedisRoundTripsPerRequest)
		results = append(results, res)
	}
	out, err := json.MarshalIndent(map[string]any{
		"date": time.Now().UTC().Format(time.RFC3339), "cpus": runtime.NumCPU(), "pinned": pin,
		"rounds": cfg.rounds, "round_duration": cfg.roundDuration.String(), "scenarios": results,
	}, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(cfg.out, "cluster.json"), append(out, '\n'), 0o644)
}

// node is one scamcheck process under load.
type node struct {
	name      string
	args      []string
	addr, key string
	cmd       *exec.Cmd
}

func (n *node) start(cfg *config, pin bool, dataDir string) error {
	addr, err := freeAddr()
	if err != nil {
		return err
	}
	adminAddr, err := freeAddr()
	if err != nil {
		return err
	}
	logFile, err := os.Create(filepath.Join(cfg.out, "cluster-"+n.name+".log"))
	if err != nil {
		return err
	}
	defer logFile.Close()
	n.addr = addr
	argv := append([]string{cfg.scamcheck, "--addr", addr, "--admin-addr", adminAddr, "--data-dir", dataDir}, n.args...)
	n.cmd = command(pin, "0", argv...)
	n.cmd.Stdout, n.cmd.Stderr = logFile, logFile
	if err := n.cmd.Start(); err != nil {
		return fmt.Errorf("cannot start scamcheck: %w", err)
	}
	var token []byte
	if err := waitFor(30*time.Second, func() bool {
		token, err = os.ReadFile(filepath.Join(dataDir, "admin.token"))
		c, derr := net.DialTimeout("tcp", adminAddr, time.Second)
		if derr == nil {
			c.Close()
		}
		return err == nil && len(bytes.TrimSpace(token)) > 0 && derr == nil
	}); err != nil {
		return fmt.Errorf("no admin token nor admin listener (see %s): %w", logFile.Name(), err)
	}
	admin, auth := "http://"+adminAddr+"/admin/v1", "Bearer "+string(bytes.TrimSpace(token))
	// Both decisions on, never reached: every request pays for them.
	var acct struct{ ID string }
	if err := post(admin+"/accounts", "Authorization", auth,
		`{"name":"load","plan":"enterprise","monthly_quota":1000000000000,"rate_limit_per_minute":1000000000}`, http.StatusCreated, &acct); err != nil {
		return err
	}
	var key struct{ Key string }
	if err := post(admin+"/accounts/"+acct.ID+"/keys", "Authorization", auth, `{"name":"k","type":"live"}`, http.StatusCreated, &key); err != nil {
		return err
	}
	n.key = key.Key
	return waitFor(30*time.Second, func() bool {
		return post("http://"+addr+"/v1/check", "X-API-Key", n.key, `{"content":"http://example.com/","type":"url"}`, http.StatusOK, nil) == nil
	})
}

// summary is what benchcluster reads of the load generator's summary.
type summary struct {
	Requests         int64            `json:"requests"`
	ThroughputPerSec float64          `json:"throughput_per_sec"`
	Status           map[string]int64 `json:"status"`
}

func (n *node) load(cfg *config, pin bool, sc scenario, round int) (*summary, error) {
	argv := append([]string{cfg.loadgen, "-url", "http://" + n.addr, "-key", n.key, "-progress=false",
		"-duration", cfg.roundDuration.String(), "-seed", strconv.Itoa(round + 1)}, sc.Args...)
	cmd := command(pin, "1", argv...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("loadgen: %w: %s", err, stderr.String())
	}
	var s summary
	if err := json.Unmarshal(stdout.Bytes(), &s); err != nil {
		return nil, fmt.Errorf("cannot decode the loadgen summary: %w", err)
	}
	if s.Requests == 0 {
		return nil, errors.New("loadgen sent no request")
	}
	if ok := s.Status["200"]; ok != s.Requests {
		return nil, fmt.Errorf("got statuses %v; want only 200", s.Status)
	}
	return &s, nil
}

// requestScripts reads how many scripts Redis ran for requests: the EVALSHA and
// EVAL calls, less the node's heartbeats (a script that calls ZCARD once, the
// only one that does), from INFO commandstats (lines
// "cmdstat_evalsha:calls=N,..."); 0 on error.
func requestScripts(rc *redis.Client) int64 {
	info, err := rc.Info(context.Background(), "commandstats").Result()
	if err != nil {
		return 0
	}
	var n int64
	sc := bufio.NewScanner(strings.NewReader(info))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		for cmd, sign := range map[string]int64{"cmdstat_evalsha:calls=": 1, "cmdstat_eval:calls=": 1, "cmdstat_zcard:calls=": -1} {
			if v, ok := strings.CutPrefix(line, cmd); ok {
				v, _, _ = strings.Cut(v, ",")
				c, _ := strconv.ParseInt(v, 10, 64)
				n += sign * c
			}
		}
	}
	return n
}

// command runs argv, pinned to cpu when pin is set.
func command(pin bool, cpu string, argv ...string) *exec.Cmd {
	if pin {
		argv = append([]string{"taskset", "-c", cpu}, argv...)
	}
	return exec.Command(argv[0], argv[1:]...)
}

func stop(cmd *exec.Cmd) {
	if cmd.Process == nil {
		return
	}
	_ = cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { _ = cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		_ = cmd.Process.Kill()
		<-done
	}
}

// post sends body with one header and decodes the JSON answer into out (if not nil).
func post(url, header, value, body string, want int, out any) error {
	req, err := http.NewRequest(http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set(header, value)
	req.Header.Set("Content-Type", "application/json")
	resp, err := (&http.Client{Timeout: 10 * time.Second}).Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if resp.StatusCode != want {
		return fmt.Errorf("POST %s: got %d; want %d: %s", url, resp.StatusCode, want, b)
	}
	if out == nil {
		return nil
	}
	return json.Unmarshal(b, out)
}

func waitFor(limit time.Duration, cond func() bool) error {
	deadline := time.Now().Add(limit)
	for !cond() {
		if time.Now().After(deadline) {
			return fmt.Errorf("not ready after %s", limit)
		}
		time.Sleep(20 * time.Millisecond)
	}
	return nil
}

func freeAddr() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return l.Addr().String(), nil
}

func median(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := slices.Clone(v)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func round3(f float64) float64 { return float64(int64(f*1000+0.5)) / 1000 }
