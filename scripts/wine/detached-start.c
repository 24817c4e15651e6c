/*
 * Starts a program the way Windows starts a windowed one from a console: with no console
 * of its own and no standard handles. Wine 8 gives even a windowed program its parent's
 * console and handles, so without this, Wine would print `dhayam.exe --help` whether or
 * not the program attaches to the console itself. Built by scripts/windows-wine-test.sh
 * with mingw-w64; never shipped.
 *
 *   detached-start.exe program.exe [arguments...]
 *
 * Waits for the program and exits with its exit code (or 127 if it cannot start).
 */
#include <windows.h>
#include <wchar.h>

int wmain(void)
{
    /* The command line after this program's own name, quoted or not. */
    wchar_t *line = GetCommandLineW();
    if (*line == L'"') {
        line = wcschr(line + 1, L'"');
        line = line ? line + 1 : L"";
    } else {
        while (*line && *line != L' ' && *line != L'\t')
            line++;
    }
    while (*line == L' ' || *line == L'\t')
        line++;

    STARTUPINFOW start = { .cb = sizeof start };
    /* Null standard handles, as a windowed program gets them. */
    start.dwFlags = STARTF_USESTDHANDLES;
    PROCESS_INFORMATION process;
    if (!CreateProcessW(NULL, line, NULL, NULL, FALSE, DETACHED_PROCESS, NULL, NULL, &start,
                        &process))
        return 127;
    WaitForSingleObject(process.hProcess, INFINITE);
    DWORD code = 127;
    GetExitCodeProcess(process.hProcess, &code);
    CloseHandle(process.hThread);
    CloseHandle(process.hProcess);
    return (int)code;
}
