package server

import (
	"sync"

	"github.com/cespare/xxhash/v2"
)

// stripe is one part of a map from string to *V split in stripes by the key's
// hash, each with its own lock, so that lookups of different keys rarely contend:
// the rate limiter's buckets and the usage counters, by account.
type stripe[V any] struct {
	mu sync.RWMutex
	m  map[string]*V
}

// loadOrCreate returns the value of key in stripes, creating a zero one the first
// time. Values are never removed.
func loadOrCreate[V any](stripes []stripe[V], key string) *V {
	s := &stripes[xxhash.Sum64String(key)%uint64(len(stripes))]
	s.mu.RLock()
	v := s.m[key]
	s.mu.RUnlock()
	if v != nil {
		return v
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if v = s.m[key]; v == nil {
		if s.m == nil {
			s.m = map[string]*V{}
		}
		v = new(V)
		s.m[key] = v
	}
	return v
}
