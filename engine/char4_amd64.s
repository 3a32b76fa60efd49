//go:build !purego

#include "textflag.h"

// The byte shuffle that turns 16 bytes of text, copied into all four 128-bit lanes,
// into the eight 4-byte windows at offsets 0-7 zero-extended to 64 bits: offset
// 2L+i in qword i of lane L; index 0x80 writes a zero byte.
DATA char4Windows<>+0x00(SB)/8, $0x8080808003020100
DATA char4Windows<>+0x08(SB)/8, $0x8080808004030201
DATA char4Windows<>+0x10(SB)/8, $0x8080808005040302
DATA char4Windows<>+0x18(SB)/8, $0x8080808006050403
DATA char4Windows<>+0x20(SB)/8, $0x8080808007060504
DATA char4Windows<>+0x28(SB)/8, $0x8080808008070605
DATA char4Windows<>+0x30(SB)/8, $0x8080808009080706
DATA char4Windows<>+0x38(SB)/8, $0x808080800a090807
GLOBL char4Windows<>(SB), RODATA|NOPTR, $64

// CHAR4 hashes the eight windows of the 16 bytes in all lanes of Z0 into Z0:
// featureHash(nsChar4, v) = mix64(v*0x9e3779b97f4a7c15 ^ 3<<56) (fraud.go), with
// mix64's first step and the namespace in one three-way xor,
// x ^ 3<<56 ^ (x ^ 3<<56)>>30 = x ^ x>>30 ^ (3<<56 ^ 3<<26).
#define CHAR4 \
	VPSHUFB Z20, Z0, Z0 \
	VPMULLQ Z21, Z0, Z0 \
	VPSRLQ $30, Z0, Z1 \
	VPTERNLOGQ $0x96, Z22, Z1, Z0 \
	VPMULLQ Z23, Z0, Z0 \
	VPSRLQ $27, Z0, Z1 \
	VPXORQ Z1, Z0, Z0 \
	VPMULLQ Z24, Z0, Z0 \
	VPSRLQ $31, Z0, Z1 \
	VPXORQ Z1, Z0, Z0

// func char4FeaturesAVX512(dst []uint64, b []byte)
//
//	SI, CX   the text left to hash and its length; DI the next output
//	Z20      the shuffle char4Windows
//	Z21-Z24  the multiplier of featureHash, its namespace term, the two multipliers
//	         of mix64Tail (hash.go)
//
// Eight offsets take 11 bytes; the loop loads 16 while 16 are left, then the last
// 4-15 bytes are read with a byte mask and the last 1-12 hashes written with a
// qword mask, so that nothing outside b or dst is touched.
TEXT ·char4FeaturesAVX512(SB), NOSPLIT, $0-48
	MOVQ dst_base+0(FP), DI
	MOVQ b_base+24(FP), SI
	MOVQ b_len+32(FP), CX
	VMOVDQU64 char4Windows<>(SB), Z20
	MOVQ $0x9e3779b97f4a7c15, AX
	VPBROADCASTQ AX, Z21
	MOVQ $0x030000000c000000, AX
	VPBROADCASTQ AX, Z22
	MOVQ $0xbf58476d1ce4e5b9, AX
	VPBROADCASTQ AX, Z23
	MOVQ $0x94d049bb133111eb, AX
	VPBROADCASTQ AX, Z24
	CMPQ CX, $16
	JLT tail

loop:
	VBROADCASTI32X4 (SI), Z0
	CHAR4
	VMOVDQU64 Z0, (DI)
	ADDQ $8, SI
	ADDQ $64, DI
	SUBQ $8, CX
	CMPQ CX, $16
	JGE loop

tail:
	// CX < 16 bytes left: CX-3 hashes, at most 12.
	CMPQ CX, $4
	JLT done
	MOVL $1, AX
	SHLL CX, AX
	DECL AX
	KMOVW AX, K1 // the CX bytes left
	KSHIFTRW $3, K1, K2 // the CX-3 hashes left, of which the low 8 count
	VMOVDQU8.Z (SI), K1, X0
	VSHUFI64X2 $0, Z0, Z0, Z0
	CHAR4
	VMOVDQU64 Z0, K2, (DI)
	ADDQ $8, SI
	ADDQ $64, DI
	SUBQ $8, CX
	JMP tail

done:
	VZEROUPPER
	RET
