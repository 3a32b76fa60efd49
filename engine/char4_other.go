//go:build !amd64 || purego

package engine

// appendChar4Features is appendChar4FeaturesGo: the assembly is for amd64 only
// (char4_amd64.go).
func appendChar4Features(f []uint64, b []byte) []uint64 { return appendChar4FeaturesGo(f, b) }
