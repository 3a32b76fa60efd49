package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

// clusterScenarios names the scenarios the cluster step runs on both nodes.
var clusterScenarios = []string{"check-cached", "check-uncached"}

// clusterAccount has both decisions on and never reached: every request pays for them.
const clusterAccount = `{"name":"load","plan":"enterprise","monthly_quota":1000000000000,"rate_limit_per_minute":1000000000}`

// clusterResult is one scenario of cluster.json.
type clusterResult struct {
	Name     string    `json:"name"`
	Args     []string  `json:"loadgen_args"`
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

// runCluster is the cluster step of `make bench` (-cluster): the throughput of one
// scamcheck node with the embedded store and with a Redis store (--redis), in the
// same run, as a ratio, and the Redis round trips the node makes per request.
//
// It starts a redis-server (in memory: no RDB, no AOF, so the figure is the cost of
// the round trips, not of the disk) and the two nodes one after the other on
// loopback, each with a load account whose rate limit and quota are on but never
// reached, so that every request goes through both decisions. Rounds alternate
// between the two nodes; figures are medians. Servers and redis-server share CPU 0,
// the load generator has CPU 1 (taskset, when there are two CPUs). Results go to
// <out>/cluster.json, logs to <out>/cluster-*.log.
func runCluster(cfg *config) error {
	if _, err := exec.LookPath("redis-server"); err != nil {
		return fmt.Errorf("redis-server is not on PATH (make redis-server): %w", err)
	}
	var scs []scenario
	for _, name := range clusterScenarios {
		sc, ok := scenarioNamed(name)
		if !ok {
			return fmt.Errorf("no scenario %q", name)
		}
		scs = append(scs, sc)
	}
	tmp, err := os.MkdirTemp("", "benchcluster")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if err := os.MkdirAll(cfg.out, 0o755); err != nil {
		return err
	}
	b := &bench{cfg: cfg, pin: pinning(cfg.pin), logPrefix: "cluster-"}
	defer b.stopAll()

	rs := &target{Name: "redis-server", argv: func(addr string) []string {
		_, port, _ := net.SplitHostPort(addr)
		return []string{"redis-server", "--port", port, "--bind", "127.0.0.1", "--dir", tmp,
			"--save", "", "--appendonly", "no", "--daemonize", "no", "--logfile", ""}
	}}
	b.targets = append(b.targets, rs)
	if err := b.start(rs); err != nil {
		return err
	}
	rc := redis.NewClient(&redis.Options{Addr: rs.addr})
	defer rc.Close()
	if err := waitFor(rs, 10*time.Second, 20*time.Millisecond, func() error { return rc.Ping(context.Background()).Err() }); err != nil {
		return fmt.Errorf("redis-server on %s: %w", rs.addr, err)
	}

	var nodes []*target
	for _, n := range []struct{ name, redis string }{{"embedded", ""}, {"redis", "redis://" + rs.addr + "/0"}} {
		var extra []string
		if n.redis != "" {
			extra = []string{"--redis", n.redis}
		}
		t, err := b.scamcheckTarget(n.name, filepath.Join(tmp, n.name), extra...)
		if err != nil {
			return err
		}
		b.targets = append(b.targets, t)
		if _, err := b.startScamcheck(t, clusterAccount); err != nil {
			return fmt.Errorf("%s node: %w", n.name, err)
		}
		nodes = append(nodes, t)
	}

	var results []*clusterResult
	for _, sc := range scs {
		res := &clusterResult{Name: sc.Name, Args: sc.Args}
		var scripts, requests int64
		for r := range cfg.rounds {
			for i := range nodes {
				n := nodes[(i+r)%len(nodes)]
				before := requestScripts(rc)
				s, err := b.clusterLoad(n, sc, r)
				if err != nil {
					return fmt.Errorf("%s %s round %d: %w", sc.Name, n.Name, r+1, err)
				}
				if n.Name == "redis" {
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
		"date": time.Now().UTC().Format(time.RFC3339), "cpus": runtime.NumCPU(), "pinned": b.pin,
		"rounds": cfg.rounds, "round_duration": cfg.roundDuration.String(), "scenarios": results,
	}, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(cfg.out, "cluster.json"), append(out, '\n'), 0o644)
}

// clusterLoad runs one round of sc against node n; every answer must be 200.
func (b *bench) clusterLoad(n *target, sc scenario, round int) (*summary, error) {
	args := append([]string{"-duration", b.cfg.roundDuration.String(), "-seed", strconv.Itoa(round + 1)}, sc.Args...)
	s, err := b.loadgen(n, args...)
	if err != nil {
		return nil, err
	}
	if ok := s.Status["200"]; ok != s.Requests {
		return nil, fmt.Errorf("got statuses %v; want only 200", s.Status)
	}
	return s, nil
}

// requestScripts reads how many scripts Redis ran for requests from INFO
// commandstats; 0 on error.
func requestScripts(rc *redis.Client) int64 {
	info, err := rc.Info(context.Background(), "commandstats").Result()
	if err != nil {
		return 0
	}
	return parseRequestScripts(info)
}

// parseRequestScripts counts the EVALSHA and EVAL calls of an INFO commandstats
// answer (lines "cmdstat_evalsha:calls=N,..."), less the node's heartbeats: a
// script that calls ZCARD once, the only one that does.
func parseRequestScripts(info string) int64 {
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

// scenarioNamed returns the scenario of the suite called name.
func scenarioNamed(name string) (scenario, bool) {
	for _, sc := range scenarios {
		if sc.Name == name {
			return sc, true
		}
	}
	return scenario{}, false
}
