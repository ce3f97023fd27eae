#!/usr/bin/env python3
"""verify_compare: `robustness verify --json` with two binaries on a fixed set of instances, and
the lines that differ (the run's seconds left out). Shows a change meant to leave the verifier's
behaviour as it was does: verdicts, witnesses, deciding stage, nodes and solver calls (the last
two vary with the load where a time limit or a time slice decides; rerun those side by side).
Helper t71 used it for the verifier split into strategies (bench/robustness/RESULTS.md).
The instances: every layer fixture (tests/data/robustness/layers) and smooth fmnist net with
two specs written here (a box around its first ort.json point, Y_0 >= its output + delta, one
likely holding, one violated), the zoo nets with their specs, smoke, cifar resnet_gap, a few
ACAS Xu, mnistfc and oval21 instances, and `bounds`/`lp`/`milp` on four networks.
  usage: bench/robustness/verify_compare.py BIN_A BIN_B [OUT_DIR]
  e.g.   bench/robustness/verify_compare.py ../main/build/cli/shardproof build/cli/shardproof /tmp/cmp
"""
import glob, json, os, subprocess, sys

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
T = os.path.join(root, 'tests/data/robustness')
D = os.environ.get('SHARDPROOF_DATA', os.path.join(root, '../shared/data/robustness'))


def write_spec(path, x, eps, y0, delta, ny, clip=None):
    s = [f'(declare-const X_{i} Real)' for i in range(len(x))] + [f'(declare-const Y_{j} Real)' for j in range(ny)]
    for i, v in enumerate(x):
        lo, hi = v - eps, v + eps
        if clip: lo, hi = max(lo, clip[0]), min(hi, clip[1])
        s += [f'(assert (>= X_{i} {lo!r}))', f'(assert (<= X_{i} {hi!r}))']
    s.append(f'(assert (>= Y_0 {y0 + delta!r}))')
    open(path, 'w').write('\n'.join(s) + '\n')


def instances(out):
    runs = []
    for net, pts in json.load(open(f'{T}/layers/ort.json'))['nets'].items():
        p = pts[0]
        for tag, eps, d in (('a', 0.05, 0.5), ('b', 0.05, 0.0)):
            f = f'{out}/layers_{net[:-5]}_{tag}.vnnlib'
            write_spec(f, p['x'], eps, p['y'][0], d, len(p['y']))
            runs.append((f'{T}/layers/{net}', f, 'auto', 20))
    for n in json.load(open(f'{T}/smooth/ort.json'))['networks']:
        p = n['points'][0]
        for tag, eps, d in (('a', 0.005, 0.3), ('b', 0.02, 0.0)):
            f = f"{out}/smooth_{n['onnx'][:-5]}_{tag}.vnnlib"
            write_spec(f, p['x'], eps, p['y'][0], d, len(p['y']), (0, 1))
            runs.append((f"{T}/smooth/{n['onnx']}", f, 'auto', 20))
    for o in sorted(glob.glob(f'{T}/zoo/*.onnx')):
        prefix = os.path.basename(o).rsplit('_op', 1)[0]
        runs += [(o, v, 'auto', 20) for v in sorted(glob.glob(f'{T}/zoo/{prefix}_*.vnnlib'))]
    def rows(bench, picks, timeout):
        lines = open(f'{D}/{bench}/expected.csv').read().split('\n')
        return [(f'{D}/{bench}/{lines[i - 1].split(",")[0]}', f'{D}/{bench}/{lines[i - 1].split(",")[1]}', 'auto', timeout) for i in picks]
    runs += [r for r in rows('smoke', range(2, 7), 20) if os.path.exists(r[0])]
    runs.append((f'{T}/cifar/resnet_gap.onnx', f'{T}/cifar/resnet_gap_eps8_255.vnnlib', 'auto', 30))
    runs += rows('acasxu', (2, 10, 46, 47, 90, 100, 130, 142), 30) + rows('mnistfc', range(2, 10), 30) + rows('oval21', (2, 12, 22), 30)
    for m in ('bounds', 'lp', 'milp'):
        runs += [(f'{D}/acasxu/ACASXU_run2a_1_1_batch_2000.onnx', f'{D}/acasxu/prop_1.vnnlib', m, 20),
                 (f'{D}/mnistfc/mnist-net_256x2.onnx', f'{D}/mnistfc/prop_0_0.03.vnnlib', m, 20),
                 (f'{T}/layers/mlp64.onnx', f'{out}/layers_mlp64_b.vnnlib', m, 20),
                 (f'{T}/smooth/fmnist_sigmoid_32x2.onnx', f'{out}/smooth_fmnist_sigmoid_32x2_b.vnnlib', m, 20)]
    runs.append(rows('oval21', (2,), 30)[0][:2] + ('bounds', 30))
    return runs


def run(binary, r):
    model, spec, method, timeout = r
    try:
        p = subprocess.run([binary, 'robustness', 'verify', '--model', model, '--spec', spec, '--method', method,
                            '--timeout', str(timeout), '--json'], capture_output=True, text=True, timeout=2 * timeout + 30)
        d = json.loads(p.stdout)
        d.pop('seconds', None)
        return json.dumps(d, sort_keys=True)
    except Exception:
        return 'ERROR'


def main():
    a, b = sys.argv[1], sys.argv[2]
    out = sys.argv[3] if len(sys.argv) > 3 else '/tmp/verify_compare'
    os.makedirs(out, exist_ok=True)
    same = 0
    runs = instances(out)
    for r in runs:
        ra, rb = run(a, r), run(b, r)
        name = f'{os.path.basename(r[0])} {os.path.basename(r[1])} {r[2]}'
        if ra == rb: same += 1
        else: print(f'differs: {name}\n  A {ra}\n  B {rb}')
    print(f'{same} of {len(runs)} runs identical')


if __name__ == '__main__':
    main()
