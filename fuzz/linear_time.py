#!/usr/bin/env python3
"""Is a reader's time linear in its input? Writes inputs that grow by doubling -- StableHLO
programs (a chain of ops, a chain of calls, a long constant, many location aliases), and
runs of '(', '[', '{' for every text reader -- runs each through the reader's libFuzzer
harness (built by `make fuzz`; a harness given files runs each once and prints its time) and
prints the milliseconds per size. Linear: each doubling about doubles the time.

  python3 fuzz/linear_time.py build-fuzz          # every harness found there
  python3 fuzz/linear_time.py build-fuzz stablehlo
"""
import os
import re
import subprocess
import sys
import tempfile

SIZES = (1000, 2000, 4000, 8000)
HEADER = 'module @m attributes {mhlo.num_partitions = 8 : i32} {\n  sdy.mesh @mesh = <["x"=2, "y"=4]>\n'


def stablehlo_inputs(n):
    chain = ''.join(f'    %{k} = stablehlo.add %{k - 1 if k else "arg0"}, %arg0 : tensor<8x16xf32>\n' for k in range(n))
    yield 'chain of ops', (HEADER + '  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = '
                           '#sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> tensor<8x16xf32> {\n' + chain +
                           f'    return %{n - 1} : tensor<8x16xf32>\n  }}\n}}\n')
    fns = []
    for k in range(n):
        body = (f'    %0 = func.call @f{k + 1}(%arg0) : (tensor<8xf32>) -> tensor<8xf32>\n    return %0 : tensor<8xf32>\n'
                if k + 1 < n else '    return %arg0 : tensor<8xf32>\n')
        fns.append(f'  func.func {"public" if k == 0 else "private"} @{"main" if k == 0 else f"f{k}"}'
                   f'(%arg0: tensor<8xf32>) -> tensor<8xf32> {{\n' + body + '  }\n')
    yield 'chain of calls', HEADER + ''.join(fns) + '}\n'
    values = ', '.join('1.0' for _ in range(8 * n))
    yield 'long constant', (HEADER + f'  func.func public @main() -> tensor<{8 * n}xf32> {{\n    %0 = stablehlo.constant '
                            f'dense<[{values}]> : tensor<{8 * n}xf32>\n    return %0 : tensor<{8 * n}xf32>\n  }}\n}}\n')
    ops = ''.join(f'    %{k} = stablehlo.add %{k - 1 if k else "arg0"}, %arg0 : tensor<8xf32> loc(#loc{k})\n' for k in range(n))
    aliases = ''.join(f'#loc{k} = loc("x{k}")\n' for k in range(4 * n))
    yield 'location aliases', (HEADER + '  func.func public @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {\n' + ops +
                               f'    return %{n - 1} : tensor<8xf32>\n  }}\n}}\n' + aliases)


def bracket_inputs(n):
    for c in '([{<':
        yield f"run of '{c}'", c * (8 * n)


def main():
    build = sys.argv[1]
    only = sys.argv[2:]
    fuzzers = sorted(f[:-len('_fuzzer')] for f in os.listdir(os.path.join(build, 'fuzz')) if f.endswith('_fuzzer'))
    with tempfile.TemporaryDirectory() as tmp:
        for name in fuzzers:
            if only and name not in only:
                continue
            if name in ('onnx', 'idx'):
                continue  # binary formats: their sizes come from declared shapes (capped), not nesting
            rows = {}
            for n in SIZES:
                kinds = list(bracket_inputs(n)) + (list(stablehlo_inputs(n)) if name == 'stablehlo' else [])
                for kind, text in kinds:
                    path = os.path.join(tmp, 'input')
                    with open(path, 'w') as f:
                        f.write(text)
                    out = subprocess.run([os.path.join(build, 'fuzz', name + '_fuzzer'), path], capture_output=True, text=True)
                    m = re.search(r'Executed .* in (\d+) ms', out.stderr)
                    rows.setdefault(kind, []).append(f'{len(text)} B: {m.group(1)} ms' if m else
                                                     f'{len(text)} B: FAILED ({out.stderr.strip().splitlines()[-1:]})')
            for kind, cells in rows.items():
                print(f'{name:14} {kind:18} ' + ', '.join(cells))


if __name__ == '__main__':
    main()
