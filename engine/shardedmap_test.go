package engine

import (
	"math/rand/v2"
	"testing"
)

// TestShardedMap checks lookups through the shards' filters: every key added is
// found with its value, through setUnshared and update, a removed key is not, and the
// filters turn away all but a few percent of absent keys before the map.
func TestShardedMap(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	var m shardedMap[int]
	m.init()
	if _, ok := m.get(rng.Uint64()); ok {
		t.Fatal("get on an empty map: got a value; want none")
	}
	seed := map[uint64]int{}
	for i := range 50000 {
		k := liveKey(keyHost, 0, []byte(itoa(i)))
		seed[k] = i
		m.setUnshared(k, i)
	}
	m.seal()
	extra := liveKey(keyContent, TypeSMS, []byte("extra"))
	m.update(extra, func(old int, ok bool) int { return -1 })
	for k, v := range seed {
		if got, ok := m.get(k); !ok || got != v {
			t.Fatalf("get(%x) = %d, %v; want %d, true", k, got, ok, v)
		}
	}
	if got, ok := m.get(extra); !ok || got != -1 {
		t.Fatalf("get(updated key) = %d, %v; want -1, true", got, ok)
	}
	m.remove(extra)
	if _, ok := m.get(extra); ok {
		t.Fatal("get(removed key): got a value; want none")
	}
	if n := m.len(); n != len(seed) {
		t.Fatalf("len() = %d; want %d", n, len(seed))
	}
	passed := 0
	const absent = 100000
	for i := range absent {
		k := liveKey(keyPhone, 0, []byte(itoa(i)))
		if m.shards[k%liveShards].Load().filter.mayHave(k) {
			passed++
		}
	}
	if passed > absent*3/100 {
		t.Fatalf("filters let %d of %d absent keys through; want at most 3%%", passed, absent)
	}
	t.Logf("filters let %d of %d absent keys through", passed, absent)
}
