package main

import (
	"os"
	"testing"
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
	s := summary{
		Status: map[string]int64{"200": 10, "204": 1, "429": 3, "500": 2},
		Errors: map[string]int64{"timeout": 4},
	}
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
