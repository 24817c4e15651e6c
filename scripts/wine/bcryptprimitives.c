/*
 * A stand-in for Windows' bcryptprimitives.dll, for running Dhayam under Wine 8 (Debian
 * 12), which lacks it. Rust's standard library takes its random bytes from ProcessPrng in
 * that DLL (HashMap keys, for one); here ProcessPrng hands the request to RtlGenRandom
 * (advapi32's SystemFunction036), which Wine has. Built by scripts/windows-wine-test.sh
 * with mingw-w64 and put beside dhayam.exe; never shipped.
 */
#include <windows.h>

/* RtlGenRandom: advapi32 exports it under this name only. */
BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

/* Fills `data` with `length` random bytes; always TRUE on Windows, FALSE here only if
 * RtlGenRandom fails. */
BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        /* RtlGenRandom takes a ULONG: at most 1 GiB at a time. */
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
