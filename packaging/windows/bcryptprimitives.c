/* A stand-in for Windows' bcryptprimitives.dll, for testing the Windows zip under Wine 8 only
 * (Debian 12's Wine has no such library; Wine 9 has). Rust's standard library takes its random
 * bytes from ProcessPrng there; this one asks RtlGenRandom (SystemFunction036), which every Wine
 * has. scripts/test-windows-zip.sh builds it into its own copy of the zip; the zip never holds it. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk)) return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
