//go:build !amd64 || purego

package engine

// signShingles is signShinglesGo: the assembly is for amd64 only (sign_amd64.go).
func signShingles(sig *signature, hs []uint64) { signShinglesGo(sig, hs) }
