package engine

import "testing"

func TestKeyIndex(t *testing.T) {
	m := map[uint64]int32{0: 7, 1: 1, 1 << 32: 2, 2 << 32: 3, 0xffffffffffffffff: 4}
	for i := uint64(1); i <= 40; i++ {
		m[i*0x9e3779b97f4a7c15] = int32(100 + i) // more than half of the first table size
	}
	x := newKeyIndex(m)
	f := func(k uint64, want int32) {
		t.Helper()
		if got := x.get(k); got != want {
			t.Fatalf("get(%#x) = %d; want %d", k, got, want)
		}
	}
	for k, v := range m {
		f(k, v)
	}
	f(2, -1)
	f(3<<32, -1)
	f(41*0x9e3779b97f4a7c15&(1<<64-1), -1)

	empty := newKeyIndex(nil)
	if got := empty.get(1); got != -1 {
		t.Fatalf("empty index: get(1) = %d; want -1", got)
	}
	if got := empty.get(0); got != -1 {
		t.Fatalf("empty index: get(0) = %d; want -1", got)
	}
}
