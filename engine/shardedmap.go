package engine

import "sync/atomic"

// shardedMap is the map behind the live data (live.go): uint64 keys split into
// liveShards shards, each an immutable map behind an atomic pointer. A writer
// (holding the owner's lock) copies one shard, changes the copy and swaps it in, so
// readers never lock and never see a half-made change. Copying 1/64th of the map
// per write keeps reports cheap even with many of them.
//
// Each shard has a filter over its keys (keyFilter): most lookups are of subjects
// that are not there.
type shardedMap[V any] struct {
	shards [liveShards]atomic.Pointer[shard[V]]
}

const liveShards = 64

// shard is one immutable part of a shardedMap.
type shard[V any] struct {
	m      map[uint64]V
	filter keyFilter // over the keys of m
}

// newShard returns a shard of m, with its filter. m must not change afterwards.
func newShard[V any](m map[uint64]V) *shard[V] {
	sh := &shard[V]{m: m, filter: newKeyFilter(len(m))}
	for k := range m {
		sh.filter.add(k)
	}
	return sh
}

func (m *shardedMap[V]) init() {
	for i := range m.shards {
		m.shards[i].Store(newShard(map[uint64]V{}))
	}
}

func (m *shardedMap[V]) get(k uint64) (V, bool) {
	sh := m.shards[k%liveShards].Load()
	if !sh.filter.mayHave(k) {
		var zero V
		return zero, false
	}
	v, ok := sh.m[k]
	return v, ok
}

// update copies k's shard, applies fn to the copy and publishes it. Callers hold the lock.
func (m *shardedMap[V]) update(k uint64, fn func(old V, ok bool) V) {
	sh := &m.shards[k%liveShards]
	old := sh.Load().m
	next := make(map[uint64]V, len(old)+1)
	for kk, vv := range old {
		next[kk] = vv
	}
	v, ok := old[k]
	next[k] = fn(v, ok)
	sh.Store(newShard(next))
}

// remove copies k's shard without k and publishes it. Callers hold the lock.
func (m *shardedMap[V]) remove(k uint64) {
	sh := &m.shards[k%liveShards]
	old := sh.Load().m
	if _, ok := old[k]; !ok {
		return
	}
	next := make(map[uint64]V, len(old))
	for kk, vv := range old {
		if kk != k {
			next[kk] = vv
		}
	}
	sh.Store(newShard(next))
}

// setUnshared sets k to v in place, before the map is shared; seal must follow.
func (m *shardedMap[V]) setUnshared(k uint64, v V) {
	m.shards[k%liveShards].Load().m[k] = v
}

// seal rebuilds the shards' filters after setUnshared.
func (m *shardedMap[V]) seal() {
	for i := range m.shards {
		m.shards[i].Store(newShard(m.shards[i].Load().m))
	}
}

func (m *shardedMap[V]) len() int {
	n := 0
	for i := range m.shards {
		n += len(m.shards[i].Load().m)
	}
	return n
}
