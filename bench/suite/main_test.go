package main

import (
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"scamcheck/bench/loadgen"
)

func TestMedian(t *testing.T) {
	f := func(in []float64, want float64) {
		t.Helper()
		if got := median(in); got != want {
			t.Errorf("median(%v): got %v; want %v", in, got, want)
		}
	}
	f(nil, 0)
	f([]float64{3}, 3)
	f([]float64{3, 1, 2}, 2)
	f([]float64{4, 1, 3, 2}, 2.5)
}

func TestVmRSS(t *testing.T) {
	kb, err := vmRSS(os.Getpid())
	if err != nil || kb <= 0 {
		t.Errorf("vmRSS(self): got %d, %v; want > 0 KiB", kb, err)
	}
	if _, err := vmRSS(-1); err == nil {
		t.Errorf("vmRSS(-1): got no error; want one")
	}
}

func TestSummaryFailed(t *testing.T) {
	s := summary{Summary: loadgen.Summary{
		Status: map[string]int64{"200": 10, "204": 1, "429": 3, "500": 2},
		Errors: map[string]int64{"timeout": 4},
	}}
	if got := s.failed(); got != 9 {
		t.Errorf("failed: got %d; want 9", got)
	}
}

func TestFigure(t *testing.T) {
	f := func(v float64, want string) {
		t.Helper()
		if got := figure(v); got != want {
			t.Errorf("figure(%v): got %q; want %q", v, got, want)
		}
	}
	f(0.0932, "0.093")
	f(2.661, "2.66")
	f(22.09, "22.1")
	f(345.6, "346")
	f(38570.4, "38,570")
	f(1234567, "1,234,567")
}

func TestCPUTicks(t *testing.T) {
	if ticks, err := cpuTicks(os.Getpid()); err != nil || ticks < 0 {
		t.Errorf("cpuTicks(self): got %d, %v; want >= 0", ticks, err)
	}
	if _, err := cpuTicks(-1); err == nil {
		t.Errorf("cpuTicks(-1): got no error; want one")
	}
}

func TestParseRequestScripts(t *testing.T) {
	f := func(info string, want int64) {
		t.Helper()
		if got := parseRequestScripts(info); got != want {
			t.Errorf("parseRequestScripts(%q): got %d; want %d", info, got, want)
		}
	}
	f("", 0)
	f("# Commandstats\r\ncmdstat_evalsha:calls=120,usec=900,usec_per_call=7.50\r\n", 120)
	f("cmdstat_evalsha:calls=120,usec=1\r\ncmdstat_eval:calls=3,usec=1\r\ncmdstat_zcard:calls=5,usec=1\r\ncmdstat_ping:calls=9,usec=1\r\n", 118)
}

func TestClusterScenarios(t *testing.T) {
	for _, name := range clusterScenarios {
		if sc, ok := scenarioNamed(name); !ok || sc.Name != name {
			t.Errorf("scenarioNamed(%q): got %q, %v; want the scenario", name, sc.Name, ok)
		}
	}
	if _, ok := scenarioNamed("no-such-scenario"); ok {
		t.Errorf("scenarioNamed(no-such-scenario): got ok; want none")
	}
}

func TestWaitForExited(t *testing.T) {
	b := &bench{cfg: &config{out: t.TempDir()}}
	tg := &target{Name: "true", argv: func(string) []string { return []string{"true"} }}
	if err := b.start(tg); err != nil {
		t.Fatal(err)
	}
	defer b.stopAll()
	b.targets = append(b.targets, tg)
	err := waitFor(tg, time.Minute, time.Millisecond, func() error { return errors.New("never ready") })
	if err == nil || !strings.Contains(err.Error(), "exited") {
		t.Errorf("waitFor on an exited process: got %v; want an exited error", err)
	}
	if err := waitFor(tg, time.Minute, time.Millisecond, func() error { return nil }); err != nil {
		t.Errorf("waitFor ready at once: got %v; want nil", err)
	}
}

func TestRoundRatios(t *testing.T) {
	runs := []runResult{
		{Target: "ref-fasthttp", Round: 1, Value: 100},
		{Target: "scamcheck", Round: 1, Value: 50},
		{Target: "ref-nethttp", Round: 1, Value: 40},
		{Target: "scamcheck", Round: 2, Value: 30},
		{Target: "ref-fasthttp", Round: 2, Value: 40},
		{Target: "ref-fasthttp", Round: 3, Value: 90}, // scamcheck did not run: no quotient
	}
	got := roundRatios(runs)
	if q := got["ref-fasthttp"]; len(q) != 2 || q[0] != 0.5 || q[1] != 0.75 {
		t.Errorf("ref-fasthttp: got %v; want [0.5 0.75]", q)
	}
	if q := got["ref-nethttp"]; len(q) != 1 || q[0] != 1.25 {
		t.Errorf("ref-nethttp: got %v; want [1.25]", q)
	}
	if _, ok := got["scamcheck"]; ok {
		t.Errorf("got a ratio of scamcheck to itself")
	}
}

func TestWithConnections(t *testing.T) {
	f := func(args []string, n int, want string) {
		t.Helper()
		got := withConnections(args, n)
		if strings.Join(got, " ") != want {
			t.Errorf("withConnections(%q, %d): got %q; want %q", args, n, got, want)
		}
		if c := scenarioConnections(got); c != n {
			t.Errorf("scenarioConnections(%q): got %d; want %d", got, c, n)
		}
	}
	f([]string{"-connections", "16", "-cache-hit-ratio", "1"}, 6, "-connections 6 -cache-hit-ratio 1")
	f([]string{"-cache-hit-ratio", "0"}, 5, "-cache-hit-ratio 0 -connections 5")
	if c := scenarioConnections(nil); c != 16 {
		t.Errorf("scenarioConnections(nil): got %d; want 16 (loadgen's default)", c)
	}
}
