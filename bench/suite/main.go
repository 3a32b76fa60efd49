// Command suite is the load-test half of `make bench`: it runs scamcheck and the two
// reference servers (bench/ref: fasthttp and net/http) side by side on loopback and
// loads them alternately with the load generator, each target in several short
// rounds, reporting medians and scamcheck's ratios to the references.
//
// Servers are pinned to CPU 0 and the load generator to CPU 1 (taskset) when the
// machine has two CPUs or more. Figures: throughput of cache-hit and uncached
// /v1/check, median latency of /v1/batch with 100 uncached items, p99 at 64
// connections, resident memory after a fixed number of requests, and start-up time to
// the first served request. Results go to -out as results.json and results.tsv, with
// the latency distributions (.hgrm) of the 64-connection runs for plotting.
//
// With -cluster it runs the cluster step of `make bench` instead (cluster.go): one
// scamcheck node on the embedded store against one on Redis, written to cluster.json.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("bench: ")
	cfg := config{}
	flag.StringVar(&cfg.scamcheck, "scamcheck", "bin/scamcheck", "scamcheck binary; empty to load only the references")
	flag.StringVar(&cfg.scamcheckFlags, "scamcheck-flags", "", "extra flags for scamcheck, space-separated (e.g. --log-level=warn)")
	flag.StringVar(&cfg.ref, "ref", "bin/ref", "reference server binary (bench/ref)")
	flag.StringVar(&cfg.loadgen, "loadgen", "bin/loadgen", "load generator binary (bench/cmd/loadgen)")
	flag.StringVar(&cfg.out, "out", "bench/out", "output directory")
	flag.IntVar(&cfg.rounds, "rounds", 5, "rounds per scenario and target; figures are medians over rounds")
	flag.DurationVar(&cfg.roundDuration, "round-duration", 2*time.Second, "length of one load round")
	flag.IntVar(&cfg.rssRequests, "rss-requests", 20000, "requests sent before reading resident memory")
	flag.IntVar(&cfg.startupRuns, "startup-runs", 3, "start-ups measured per target; the figure is the median")
	flag.BoolVar(&cfg.pin, "pin", true, "pin servers to CPU 0 and the load generator to CPU 1 with taskset (when there are 2+ CPUs)")
	flag.StringVar(&cfg.only, "scenarios", "", "comma-separated scenario names to run (e.g. check-cached,check-uncached); empty runs all")
	flag.BoolVar(&cfg.cluster, "cluster", false, "compare one scamcheck node on the embedded store with one on Redis instead (writes cluster.json; -ref, -rss-requests and -startup-runs unused)")
	flag.Parse()
	if cfg.cluster {
		log.SetPrefix("benchcluster: ")
		if err := runCluster(&cfg); err != nil {
			log.Print(err)
			os.Exit(1)
		}
		return
	}
	os.Exit(run(&cfg))
}

type config struct {
	scamcheck, ref, loadgen, out string
	scamcheckFlags               string
	only                         string // -scenarios
	rounds, rssRequests          int
	startupRuns                  int
	roundDuration                time.Duration
	pin                          bool
	cluster                      bool // run the cluster comparison (cluster.go)
}

// scenario is one load shape; metric names the figure taken from each run.
type scenario struct {
	Name   string   `json:"name"`
	About  string   `json:"about"`
	Metric string   `json:"metric"` // "throughput_per_sec", "p50_ms" or "p99_ms"
	Args   []string `json:"loadgen_args"`
}

var scenarios = []scenario{
	{"check-cached", "POST /v1/check, 16 connections, every item repeated from a hot set of 16 (cache hits)",
		"throughput_per_sec", []string{"-connections", "16", "-cache-hit-ratio", "1", "-hot-set-size", "16"}},
	{"check-uncached", "POST /v1/check, 16 connections, unique URLs and ~160-char SMS (50/50)",
		"throughput_per_sec", []string{"-connections", "16", "-cache-hit-ratio", "0", "-mix", "url=50,sms=50"}},
	{"batch-100-uncached", "POST /v1/batch of 100 unique URLs and SMS, 2 connections",
		"p50_ms", []string{"-connections", "2", "-batch-share", "1", "-batch-items", "100", "-cache-hit-ratio", "0", "-mix", "url=50,sms=50"}},
	{"check-cached-64", "POST /v1/check, 64 connections, every item repeated from a hot set of 16 (cache hits)",
		"p99_ms", []string{"-connections", "64", "-cache-hit-ratio", "1", "-hot-set-size", "16"}},
	{"check-open-loop-2000", "POST /v1/check at a constant 2,000 req/s (open loop, corrected for coordinated omission), 32 connections, default mix, half repeated",
		"p99_ms", []string{"-connections", "32", "-rate-per-sec", "2000", "-cache-hit-ratio", "0.5"}},
}

// probeBody is the request used to probe start-up and measure the response size.
const probeBody = `{"content":"URGENT: your bank account has been suspended. Verify your identity within 24h at http://secure-bnk-verify.top/login","type":"sms"}`

// target is one server under test.
type target struct {
	Name          string    `json:"name"`
	StartupMs     []float64 `json:"startup_ms"`
	StartupMedian float64   `json:"startup_ms_median"`
	RSSIdleKB     int64     `json:"rss_idle_kb"`
	RSSAfterKB    int64     `json:"rss_after_requests_kb"`
	RSSRequests   int       `json:"rss_requests"`
	ResponseBytes int       `json:"check_response_bytes"`

	argv func(addr string) []string
	key  string
	addr string
	cmd  *exec.Cmd
	done chan struct{} // closed when cmd has exited and been reaped
	log  *os.File
	// dataDir and adminAddr are scamcheck's (scamcheckTarget); empty for others.
	dataDir, adminAddr string
}

// runResult is the figure of one loadgen run.
type runResult struct {
	Target string  `json:"target"`
	Round  int     `json:"round"`
	Value  float64 `json:"value"`
	Failed int64   `json:"failed"` // non-2xx answers and transport errors
	// CPUUsPerRequest is the server's CPU time (user + system) per request: less
	// sensitive than throughput to other processes competing for the machine.
	CPUUsPerRequest float64 `json:"server_cpu_us_per_request"`
	// StealPct is the share of the machine's CPU time the hypervisor gave to others
	// during the round (/proc/stat): above a few percent, the round was disturbed.
	StealPct float64 `json:"steal_pct"`
	// ClientCPUPct is the load generator's CPU use during the round, in percent of
	// its core: near 100, the client rather than the server set the pace.
	ClientCPUPct float64 `json:"loadgen_cpu_pct"`
}

type scenarioResult struct {
	scenario
	Runs    []runResult        `json:"runs"`
	Medians map[string]float64 `json:"medians"`
	// Ratios are scamcheck's median divided by each reference's.
	Ratios map[string]float64 `json:"ratios_scamcheck_over"`
	// RoundRatios are, per reference, the median over rounds of scamcheck's figure
	// divided by the reference's in the same round (run back to back, seconds
	// apart): the machine's slower drifts cancel in each quotient.
	RoundRatios map[string]float64 `json:"round_ratios_scamcheck_over"`
	CPUMedians  map[string]float64 `json:"server_cpu_us_per_request_medians"`
}

type report struct {
	Date          string            `json:"date"`
	GoVersion     string            `json:"go_version"`
	CPU           string            `json:"cpu"`
	CPUs          int               `json:"cpus"`
	LoadAvg       string            `json:"load_average_at_start"`
	Pinned        bool              `json:"pinned"`
	Rounds        int               `json:"rounds"`
	RoundDuration string            `json:"round_duration"`
	Targets       []*target         `json:"targets"`
	Scenarios     []*scenarioResult `json:"scenarios"`
	Notes         []string          `json:"notes,omitempty"`
}

func run(cfg *config) int {
	if err := os.MkdirAll(filepath.Join(cfg.out, "hgrm"), 0o755); err != nil {
		log.Printf("cannot create output directory: %s", err)
		return 1
	}
	pin := pinning(cfg.pin)
	rep := &report{
		Date:          time.Now().UTC().Format(time.RFC3339),
		GoVersion:     runtime.Version(),
		CPU:           cpuModel(),
		CPUs:          runtime.NumCPU(),
		LoadAvg:       loadAvg(),
		Pinned:        pin,
		Rounds:        cfg.rounds,
		RoundDuration: cfg.roundDuration.String(),
	}
	log.Printf("%s, %d CPUs, load average %s, pinned=%v", rep.CPU, rep.CPUs, rep.LoadAvg, pin)
	b := &bench{cfg: cfg, pin: pin}
	defer b.stopAll()

	exit := 0
	respBytes := 0
	if cfg.scamcheck != "" {
		t, err := b.setupScamcheck()
		if err != nil {
			log.Printf("scamcheck: skipped: %s", err)
			rep.Notes = append(rep.Notes, "scamcheck skipped: "+err.Error())
			exit = 1
		} else {
			b.targets = append(b.targets, t)
			respBytes = t.ResponseBytes
		}
	}
	for _, impl := range []string{"fasthttp", "nethttp"} {
		b.targets = append(b.targets, &target{
			Name: "ref-" + impl,
			key:  "svc_live_reference",
			argv: func(addr string) []string {
				return []string{cfg.ref, "-impl", impl, "-addr", addr, "-response-bytes", strconv.Itoa(respBytes)}
			},
		})
	}
	rep.Targets = b.targets

	// Start-up and memory, one target after the other; the last start stays up.
	for _, t := range b.targets {
		if err := b.measureStartup(t); err != nil {
			log.Printf("%s: %s", t.Name, err)
			return 1
		}
		if err := b.measureRSS(t); err != nil {
			log.Printf("%s: %s", t.Name, err)
			return 1
		}
		log.Printf("%-13s start-up %6.1f ms (median of %d)  RSS idle %6.1f MiB, after %d requests %6.1f MiB",
			t.Name, t.StartupMedian, len(t.StartupMs), mib(t.RSSIdleKB), t.RSSRequests, mib(t.RSSAfterKB))
	}

	// Load rounds: every scenario, targets alternating, the order rotating per round.
	for _, sc := range scenarios {
		if cfg.only != "" && !slices.Contains(strings.Split(cfg.only, ","), sc.Name) {
			continue
		}
		res := &scenarioResult{scenario: sc, Medians: map[string]float64{}, Ratios: map[string]float64{},
			RoundRatios: map[string]float64{}, CPUMedians: map[string]float64{}}
		rep.Scenarios = append(rep.Scenarios, res)
		for r := 0; r < cfg.rounds; r++ {
			for i := range b.targets {
				t := b.targets[(i+r)%len(b.targets)]
				rr, err := b.load(t, sc, r)
				if err != nil {
					log.Printf("%s %s round %d: %s", sc.Name, t.Name, r+1, err)
					return 1
				}
				res.Runs = append(res.Runs, rr)
			}
		}
		for _, t := range b.targets {
			var vals, cpu []float64
			for _, rr := range res.Runs {
				if rr.Target == t.Name {
					vals = append(vals, rr.Value)
					cpu = append(cpu, rr.CPUUsPerRequest)
				}
			}
			res.Medians[t.Name] = median(vals)
			res.CPUMedians[t.Name] = median(cpu)
		}
		if sc, ok := res.Medians["scamcheck"]; ok {
			for name, v := range res.Medians {
				if name != "scamcheck" && v > 0 {
					res.Ratios[name] = round3(sc / v)
				}
			}
		}
		for name, qs := range roundRatios(res.Runs) {
			res.RoundRatios[name] = round3(median(qs))
		}
		printScenario(res, b.targets)
		if sc.Name == "check-cached-64" {
			b.keepMedianHgrm(res)
		}
	}
	printTargets(b.targets)
	if err := writeReport(cfg.out, rep); err != nil {
		log.Print(err)
		return 1
	}
	log.Printf("results in %s: results.json, results.tsv, results.md", cfg.out)
	return exit
}

// setupScamcheck starts scamcheck once on an empty data directory, creates an
// unlimited enterprise account and a live key through the admin API (D20b), measures
// the size of a check response, and stops it. The key survives in the data directory.
func (b *bench) setupScamcheck() (*target, error) {
	if _, err := os.Stat(b.cfg.scamcheck); err != nil {
		return nil, fmt.Errorf("no binary: %w", err)
	}
	dataDir, err := filepath.Abs(filepath.Join(b.cfg.out, "scamcheck-data"))
	if err != nil {
		return nil, err
	}
	if err := os.RemoveAll(dataDir); err != nil {
		return nil, fmt.Errorf("cannot clear %s: %w", dataDir, err)
	}
	t, err := b.scamcheckTarget("scamcheck", dataDir)
	if err != nil {
		return nil, err
	}
	defer b.stop(t)
	acct, err := b.startScamcheck(t, `{"name":"load","plan":"enterprise","monthly_quota":0,"rate_limit_per_minute":0}`)
	if err != nil {
		return nil, err
	}
	var resp json.RawMessage
	if err := postJSONKey("http://"+t.addr+"/v1/check", t.key, probeBody, &resp); err != nil {
		return nil, fmt.Errorf("cannot probe /v1/check: %w", err)
	}
	t.ResponseBytes = len(resp)
	log.Printf("scamcheck: load account %s ready; /v1/check answers %d bytes", acct, t.ResponseBytes)
	return t, nil
}

// measureStartup starts t startupRuns times, each time from spawn to the first 200
// answer to POST /v1/check; the last instance keeps running.
func (b *bench) measureStartup(t *target) error {
	for i := 0; i < b.cfg.startupRuns; i++ {
		b.stop(t)
		begin := time.Now()
		if err := b.start(t); err != nil {
			return err
		}
		if err := waitServing(t, 30*time.Second); err != nil {
			return err
		}
		t.StartupMs = append(t.StartupMs, round3(float64(time.Since(begin).Microseconds())/1000))
	}
	t.StartupMedian = median(t.StartupMs)
	return nil
}

// measureRSS reads VmRSS, sends rssRequests requests of the default mix (half
// repeated) and reads it again.
func (b *bench) measureRSS(t *target) error {
	var err error
	if t.RSSIdleKB, err = vmRSS(t.cmd.Process.Pid); err != nil {
		return err
	}
	t.RSSRequests = b.cfg.rssRequests
	if _, err := b.loadgen(t, "-requests", strconv.Itoa(b.cfg.rssRequests), "-duration", "60s",
		"-connections", "16", "-cache-hit-ratio", "0.5"); err != nil {
		return err
	}
	t.RSSAfterKB, err = vmRSS(t.cmd.Process.Pid)
	return err
}

// load runs one round of sc against t.
func (b *bench) load(t *target, sc scenario, round int) (runResult, error) {
	hgrm := filepath.Join(b.cfg.out, "hgrm", fmt.Sprintf("%s-%s-r%d.hgrm", sc.Name, t.Name, round+1))
	args := append([]string{"-duration", b.cfg.roundDuration.String(), "-hgrm-out", hgrm, "-seed", strconv.Itoa(round + 1)}, sc.Args...)
	cpu0, err := cpuTicks(t.cmd.Process.Pid)
	if err != nil {
		return runResult{}, err
	}
	steal0, total0 := stealTicks()
	s, err := b.loadgen(t, args...)
	if err != nil {
		return runResult{}, err
	}
	cpu1, err := cpuTicks(t.cmd.Process.Pid)
	if err != nil {
		return runResult{}, err
	}
	steal1, total1 := stealTicks()
	rr := runResult{Target: t.Name, Round: round + 1, Failed: s.failed(),
		CPUUsPerRequest: round3(float64(cpu1-cpu0) * 1e6 / userHZ / float64(s.Requests)),
		ClientCPUPct:    round3(s.clientCPUPct)}
	if total1 > total0 {
		rr.StealPct = round3(100 * float64(steal1-steal0) / float64(total1-total0))
	}
	switch sc.Metric {
	case "throughput_per_sec":
		rr.Value = s.ThroughputPerSec
	case "p50_ms":
		rr.Value = s.Latency.P50
	case "p99_ms":
		rr.Value = s.Latency.P99
	}
	if s.Unsent > 0 {
		log.Printf("warning: %s %s round %d: %d scheduled requests unsent: the target could not keep the rate",
			sc.Name, t.Name, round+1, s.Unsent)
	}
	if rr.Failed > 0 {
		log.Printf("warning: %s %s round %d: %d of %d requests failed (status %v, errors %v)",
			sc.Name, t.Name, round+1, rr.Failed, s.Requests, s.Status, s.Errors)
	}
	return rr, nil
}

// keepMedianHgrm copies, per target, the distribution of the round with the median
// p99 to <out>/latency-<target>.hgrm for the plot.
func (b *bench) keepMedianHgrm(res *scenarioResult) {
	for _, t := range b.targets {
		var runs []runResult
		for _, rr := range res.Runs {
			if rr.Target == t.Name {
				runs = append(runs, rr)
			}
		}
		if len(runs) == 0 {
			continue
		}
		slices.SortFunc(runs, func(a, b runResult) int {
			switch {
			case a.Value < b.Value:
				return -1
			case a.Value > b.Value:
				return 1
			}
			return 0
		})
		mid := runs[len(runs)/2]
		src := filepath.Join(b.cfg.out, "hgrm", fmt.Sprintf("%s-%s-r%d.hgrm", res.Name, t.Name, mid.Round))
		data, err := os.ReadFile(src)
		if err == nil {
			err = os.WriteFile(filepath.Join(b.cfg.out, "latency-"+t.Name+".hgrm"), data, 0o644)
		}
		if err != nil {
			log.Printf("cannot keep %s: %s", src, err)
		}
	}
}
