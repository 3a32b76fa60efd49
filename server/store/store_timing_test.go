package store_test

import (
	"fmt"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"scamcheck/server/store"
	"scamcheck/server/store/redistest"
)

func BenchmarkBoltPutAccount(b *testing.B) {
	s := openBolt(b, filepath.Join(b.TempDir(), "scamcheck.db"), time.Now)
	defer s.Close()
	benchPutAccount(b, s)
}

func BenchmarkRedisPutAccount(b *testing.B) {
	srv := redistest.Start(b, b.TempDir())
	s := openRedis(b, srv.URL(), time.Now)
	defer s.Close()
	benchPutAccount(b, s)
}

func benchPutAccount(b *testing.B, s store.Store) {
	b.ReportAllocs()
	var n atomic.Int64
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			a := store.Account{ID: fmt.Sprint("acc_", n.Add(1)%1000), Plan: "business"}
			if err := s.PutAccount(b.Context(), &a); err != nil {
				b.Error(err)
				return
			}
		}
	})
}

func BenchmarkRedisAllow(b *testing.B) {
	srv := redistest.Start(b, b.TempDir())
	s := openRedis(b, srv.URL(), time.Now)
	defer s.Close()
	b.ReportAllocs()
	var n atomic.Int64
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if _, err := s.Allow(b.Context(), fmt.Sprint("acc_", n.Add(1)%100), 1000, 1, time.Now()); err != nil {
				b.Error(err)
				return
			}
		}
	})
}

func BenchmarkRedisChargeQuota(b *testing.B) {
	srv := redistest.Start(b, b.TempDir())
	s := openRedis(b, srv.URL(), time.Now)
	defer s.Close()
	b.ReportAllocs()
	var n atomic.Int64
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if _, _, err := s.ChargeQuota(b.Context(), "live:2026-11", fmt.Sprint("acc_", n.Add(1)%100), 1, 0); err != nil {
				b.Error(err)
				return
			}
		}
	})
}
