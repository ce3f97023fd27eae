#!/usr/bin/env python3
"""Writes the bad-input corpus of tests/data/bad/: every file is a real fixture (examples/,
../shared/data/, Debian's Fashion-MNIST) with one hand-chosen mutation, and cases.tsv lists
one command per case with the first line of the error it must print (exit 2, nothing written
to {OUT}). Run by hand after changing the mutations:

  python3 tests/data/bad/generate.py                      # files + cases.tsv (keeps expectations)
  python3 tests/data/bad/generate.py --record build/cli/shardproof   # fill in missing expectations

--record runs each case whose expectation is missing and writes what the tool printed; read
every recorded line before committing (it must name the file and place, or the flag).
Not here, on purpose: a plan whose step does not type-check (verify refutes it, exit 1: a
violated check, not bad input), a VNNLIB box that is empty (the property holds vacuously),
IDX labels above 9 (the format allows 0..255). Placeholders in cases.tsv: {BAD} this folder, {EX} examples/, {DATA} ../shared/data/robustness,
{OUT} a path in an empty scratch folder that must stay empty. Standard library only (protoc
is needed for the ONNX mutations: they are edited in protobuf text form).
"""
import gzip
import os
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "../../.."))
EX = os.path.join(ROOT, "examples")
DATA = os.path.abspath(os.path.join(ROOT, "../shared/data/robustness"))
FASHION = "/usr/share/datasets/fashion-mnist"
ONNX_PROTO_DIR, ONNX_PROTO = "/usr/include", "onnx/onnx.proto"

cases = []  # (name, args)


def case(name, args):
    assert all(name != c[0] for c in cases), name
    cases.append((name, args))


def read(path, binary=False):
    with open(path, "rb" if binary else "r") as f:
        return f.read()


def write(rel, content):
    path = os.path.join(HERE, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb" if isinstance(content, bytes) else "w") as f:
        f.write(content)
    return "{BAD}/" + rel


def mutate(text, old, new, nth=0):
    """Replaces the nth occurrence of old (which must occur) with new."""
    at = -1
    for _ in range(nth + 1):
        at = text.find(old, at + 1)
        if at < 0:
            raise SystemExit(f"mutation target not found: {old!r}")
    return text[:at] + new + text[at + len(old):]


def drop_line(text, containing):
    lines = text.split("\n")
    i = next(k for k, l in enumerate(lines) if containing in l)
    return "\n".join(lines[:i] + lines[i + 1:])


# ---- StableHLO programs: Shardy and GSPMD spellings (shardproof check / run) ---------------
SHARDY = read(os.path.join(EX, "models/mlp_tp.shardy.mlir"))
GSPMD = read(os.path.join(EX, "models/mlp_tp.gspmd.mlir"))
MANUAL = read(os.path.join(EX, "models/shardmap_collectives.shardy.mlir"))
TRAIN = read(os.path.join(EX, "models/mlp_train_dp.shardy.mlir"))

shardy_mutations = {
    # the mesh
    "mesh_axis_size_zero": ('"model"=8]>', '"model"=0]>'),
    "mesh_axis_size_negative": ('"model"=8]>', '"model"=-8]>'),
    "mesh_axis_size_overflow": ('"model"=8]>', '"model"=99999999999999999999]>'),
    "mesh_axis_duplicate": ('<["model"=8]>', '<["model"=8, "model"=1]>'),
    "mesh_unterminated_list": ('<["model"=8]>', '<["model"=8>'),
    "mesh_axis_unquoted": ('<["model"=8]>', '<[model=8]>'),
    "mesh_axis_missing_size": ('<["model"=8]>', '<["model"]>'),
    "mesh_device_ids_short": ('<["model"=8]>', '<["model"=8], device_ids=[0, 1, 2]>'),
    "mesh_device_ids_repeated": ('<["model"=8]>', '<["model"=8], device_ids=[0, 0, 1, 2, 3, 4, 5, 6]>'),
    "mesh_device_ids_out_of_range": ('<["model"=8]>', '<["model"=8], device_ids=[0, 1, 2, 3, 4, 5, 6, 8]>'),
    "mesh_missing": None,  # the sdy.mesh line deleted
    "mesh_devices_mismatch_partitions": ('<["model"=8]>', '<["model"=16]>'),
    # the shardings
    "sharding_unknown_mesh": ('@mesh, [{}, {"model"}]', '@nomesh, [{}, {"model"}]'),
    "sharding_unknown_axis": ('[{}, {"model"}]>}, %arg1', '[{}, {"data"}]>}, %arg1'),
    "sharding_rank_too_high": ('[{}, {"model"}]>}, %arg1', '[{}, {"model"}, {}]>}, %arg1'),
    "sharding_rank_too_low": ('[{}, {"model"}]>}, %arg1', '[{"model"}]>}, %arg1'),
    "sharding_axis_twice": ('[{"model"}, {}]>}, %arg3', '[{"model"}, {"model"}]>}, %arg3'),
    "sharding_sub_axis_not_dividing": ('[{"model"}]>}, %arg2', '[{"model":(3)2}]>}, %arg2'),
    "sharding_sub_axis_too_big": ('[{"model"}]>}, %arg2', '[{"model":(4)4}]>}, %arg2'),
    "sharding_sub_axis_unclosed": ('[{"model"}]>}, %arg2', '[{"model":(2}]>}, %arg2'),
    "sharding_priority_without_number": ('[{"model"}]>}, %arg2', '[{"model"}p]>}, %arg2'),
    "sharding_unclosed_dim": ('[{}, {"model"}]>}, %arg1', '[{}, {"model"]>}, %arg1'),
    "sharding_unclosed_attr": ('[{}, {"model"}]>}, %arg1', '[{}, {"model"}]}, %arg1'),
    "sharding_unreduced_unknown_axis": ('[{}]>}, %arg4', '[{}], unreduced={"data"}>}, %arg4'),
    "sharding_replicated_and_sharded": ('[{"model"}]>}, %arg2', '[{"model"}], replicated={"model"}>}, %arg2'),
    "sharding_empty_axis_name": ('[{"model"}, {}]>}, %arg3', '[{""}, {}]>}, %arg3'),
    "sharding_uneven_result": ('[{}, {}, {}]>}) {', '[{}, {}, {"model"}, {}]>}) {'),
    # tensor types
    "type_unknown_dtype": ("%arg0: tensor<512x2048xf32>", "%arg0: tensor<512x2048xf33>"),
    "type_negative_dim": ("%arg0: tensor<512x2048xf32>", "%arg0: tensor<512x-2048xf32>"),
    "type_missing_x": ("%arg0: tensor<512x2048xf32>", "%arg0: tensor<512x2048f32>"),
    "type_unclosed": ("%arg0: tensor<512x2048xf32>", "%arg0: tensor<512x2048xf32"),
    "type_dim_overflow": ("%arg0: tensor<512x2048xf32>", "%arg0: tensor<512x99999999999999999999xf32>"),
    "type_product_overflow": ("%arg0: tensor<512x2048xf32>", "%arg0: tensor<4294967296x4294967296xf32>"),
    # values and ops
    "value_undefined": ("%0 = stablehlo.dot_general %arg4, %arg0", "%0 = stablehlo.dot_general %arg4, %arg9"),
    "value_used_before_definition": ("%3 = stablehlo.add %0, %2", "%3 = stablehlo.add %0, %21"),
    "value_redefined": ("%4 = stablehlo.multiply %3, %3", "%3 = stablehlo.multiply %3, %3"),
    "value_argument_repeated": ("%arg1: tensor<2048xf32>", "%arg0: tensor<2048xf32>"),
    "op_unknown": ("stablehlo.tanh %10", "stablehlo.tanhh %10"),
    "op_missing_operand": ("%3 = stablehlo.add %0, %2", "%3 = stablehlo.add %0"),
    "op_missing_type": ("%4 = stablehlo.multiply %3, %3 : tensor<8x128x2048xf32>", "%4 = stablehlo.multiply %3, %3"),
    "op_elementwise_shape_mismatch": ("%3 = stablehlo.add %0, %2 : tensor<8x128x2048xf32>", "%3 = stablehlo.add %0, %2 : tensor<8x128x1024xf32>"),
    "op_elementwise_dtype_mismatch": ("%4 = stablehlo.multiply %3, %3 : tensor<8x128x2048xf32>", "%4 = stablehlo.multiply %3, %3 : tensor<8x128x2048xf16>"),
    "dot_contracting_out_of_range": ("contracting_dims = [2] x [0]", "contracting_dims = [5] x [0]"),
    "dot_contracting_size_mismatch": ("contracting_dims = [2] x [0]", "contracting_dims = [1] x [0]"),
    "dot_contracting_unclosed": ("contracting_dims = [2] x [0]", "contracting_dims = [2 x [0]"),
    "dot_result_shape_wrong": ("-> tensor<8x128x2048xf32>\n", "-> tensor<8x128x2047xf32>\n"),
    "dot_precision_unknown": ("precision = [DEFAULT, DEFAULT]", "precision = [DEFAULT, BOGUS]"),
    "dot_operand_count": ("%0 = stablehlo.dot_general %arg4, %arg0,", "%0 = stablehlo.dot_general %arg4, %arg0, %arg1,"),
    "broadcast_dim_out_of_range": ("dims = [2] : (tensor<2048xf32>)", "dims = [7] : (tensor<2048xf32>)"),
    "broadcast_dims_count": ("dims = [0, 1, 2] : (tensor<1x1x2048xf32>)", "dims = [0, 1] : (tensor<1x1x2048xf32>)"),
    "broadcast_dims_not_a_list": ("dims = [2] : (tensor<2048xf32>)", "dims = 2 : (tensor<2048xf32>)"),
    "broadcast_size_mismatch": ("dims = [2] : (tensor<2048xf32>) -> tensor<1x1x2048xf32>", "dims = [2] : (tensor<2048xf32>) -> tensor<1x1x1024xf32>"),
    "constant_malformed_number": ("dense<4.471500e-02>", "dense<4.47.1500e-02>"),
    "constant_unclosed": ("dense<4.471500e-02> : tensor<f32>", "dense<4.471500e-02 : tensor<f32>"),
    "constant_type_missing": ("dense<4.471500e-02> : tensor<f32>", "dense<4.471500e-02>"),
    "return_type_mismatch": ("return %20 : tensor<8x128x512xf32>", "return %20 : tensor<8x128x512xf16>"),
    "return_undefined": ("return %20 : tensor<8x128x512xf32>", "return %99 : tensor<8x128x512xf32>"),
    "return_count_mismatch": ("return %20 : tensor<8x128x512xf32>", "return %20, %19 : tensor<8x128x512xf32>, tensor<8x128x512xf32>"),
    "signature_result_mismatch": ("-> (tensor<8x128x512xf32> {jax.result_info", "-> (tensor<8x128x256xf32> {jax.result_info"),
    "stray_character": ("    %1 = stablehlo.broadcast_in_dim", "    ) %1 = stablehlo.broadcast_in_dim"),
    "func_attributes_unclosed": ("{sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4", "{sdy.sharding = #sdy.sharding<@mesh, [{}]>, %arg4"),
}
for name, mutation in shardy_mutations.items():
    text = drop_line(SHARDY, "sdy.mesh @mesh") if mutation is None else mutate(SHARDY, *mutation)
    case("check_shardy_" + name, "check " + write("stablehlo/" + name + ".shardy.mlir", text) + " -o {OUT}")

structure = {
    "empty": "",
    "only_module_header": SHARDY.split("\n")[0] + "\n",
    "truncated_in_op": SHARDY[: SHARDY.index("%5 = stablehlo.multiply") + 20],
    "missing_return": drop_line(SHARDY, "return %20"),
    "missing_func_close": drop_line(SHARDY, "return %20").replace("  }\n}", "}"),
    "missing_module_close": SHARDY.rstrip().rstrip("}"),
    "no_func": drop_line(drop_line(SHARDY, "func.func"), "return %20").replace("  }\n}", "}"),
    "nul_byte": mutate(SHARDY, "stablehlo.tanh", "stablehlo.t\0nh"),
    "crlf_and_garbage_line": mutate(SHARDY, "    %11 = ", "    @@@ what is this\n    %11 = "),
}
for name, text in structure.items():
    case("check_stablehlo_" + name, "check " + write("stablehlo/" + name + ".mlir", text) + " -o {OUT}")
case("check_stablehlo_missing_file", "check {BAD}/stablehlo/no_such_file.mlir -o {OUT}")
case("check_stablehlo_directory", "check {BAD}/stablehlo -o {OUT}")
case("check_stablehlo_is_onnx", "check {DATA}/smoke/test_small.onnx -o {OUT}")
case("check_stablehlo_is_plan_json", "check {BAD}/plan/base.json -o {OUT}")

manual_mutations = {
    "manual_axes_unknown": ('manual_axes={"data", "model"}', 'manual_axes={"data", "pipe"}'),
    "manual_in_shardings_count": ('in_shardings=[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{"data"}, {"model"}, {}]>]',
                                  'in_shardings=[<@mesh, [{"data"}, {"model"}]>]'),
    "manual_local_shape_wrong": ("(%arg2: tensor<8x32xf32>, %arg3", "(%arg2: tensor<9x32xf32>, %arg3"),
    "manual_replica_groups_ragged": ("replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, split_count",
                                     "replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6]]> : tensor<4x2xi64>, split_count"),
    "manual_source_target_unclosed": ("source_target_pairs = dense<[[0, 2], [2, 4]", "source_target_pairs = dense<[[0, 2], [2, 4"),
    "manual_split_count_zero": ("split_count = 2 : i64", "split_count = 0 : i64"),
    "manual_all_gather_dim_out_of_range": ("all_gather_dim = 1 : i64", "all_gather_dim = 5 : i64"),
    "manual_region_unclosed": ("        stablehlo.return %8 : tensor<f32>\n      }) : (tensor<8x64xf32>)",
                               "        stablehlo.return %8 : tensor<f32>\n      ) : (tensor<8x64xf32>)"),
    "manual_reduce_dims_out_of_range": ("across dimensions = [0, 1, 2]", "across dimensions = [0, 1, 7]"),
    "manual_sdy_return_count": ("sdy.return %5, %3, %7 : tensor<8x16xf32>, tensor<4x32x64xf32>, tensor<f32>",
                                "sdy.return %5, %3 : tensor<8x16xf32>, tensor<4x32x64xf32>"),
    "manual_result_index_out_of_range": ("return %0#0, %0#1, %0#2", "return %0#0, %0#1, %0#5"),
}
for name, mutation in manual_mutations.items():
    case("check_shardy_" + name, "check " + write("stablehlo/" + name + ".shardy.mlir", mutate(MANUAL, *mutation)) + " -o {OUT}")

train_mutations = {}
for line in TRAIN.split("\n"):
    if "stablehlo.reduce(" in line and "reduce_init_missing" not in train_mutations:
        train_mutations["reduce_init_missing"] = (line, line.replace(" init: ", " "))
    if "stablehlo.transpose" in line and "transpose_permutation_wrong" not in train_mutations and "dims = [1, 0]" in line:
        train_mutations["transpose_permutation_wrong"] = (line, line.replace("dims = [1, 0]", "dims = [1, 1]"))
    if "stablehlo.reshape" in line and "reshape_size_mismatch" not in train_mutations:
        train_mutations["reshape_size_mismatch"] = (line, line.rsplit("tensor<", 1)[0] + "tensor<3x" + line.rsplit("tensor<", 1)[1])
for name, mutation in train_mutations.items():
    case("check_shardy_" + name, "check " + write("stablehlo/" + name + ".shardy.mlir", mutate(TRAIN, *mutation)) + " -o {OUT}")

gspmd_mutations = {
    "devices_count_mismatch": ('"{devices=[1,8]<=[8]}"', '"{devices=[1,4]<=[8]}"'),
    "devices_rank_mismatch": ('"{devices=[1,8]<=[8]}"', '"{devices=[1,1,8]<=[8]}"'),
    "devices_zero": ('"{devices=[1,8]<=[8]}"', '"{devices=[1,0]<=[8]}"'),
    "devices_unclosed": ('"{devices=[1,8]<=[8]}"', '"{devices=[1,8<=[8]}"'),
    "iota_reshape_mismatch": ('"{devices=[1,8]<=[8]}"', '"{devices=[1,8]<=[2,2]}"'),
    "iota_transpose_bad": ('"{devices=[1,8]<=[8]}"', '"{devices=[1,8]<=[2,4]T(0,0)}"'),
    "explicit_list_short": ('"{devices=[1,8]<=[8]}"', '"{devices=[1,8]0,1,2,3}"'),
    "explicit_list_repeated": ('"{devices=[1,8]<=[8]}"', '"{devices=[1,8]0,1,2,3,4,5,6,6}"'),
    "explicit_list_out_of_range": ('"{devices=[1,8]<=[8]}"', '"{devices=[1,8]0,1,2,3,4,5,6,9}"'),
    "last_tile_dim_replicate_bad": ('"{devices=[1,8]<=[8]}"', '"{devices=[1,8]<=[8] last_tile_dims={bogus}}"'),
    "unknown_keyword": ('"{replicated}"', '"{replicatd}"'),
    "unclosed_brace": ('"{replicated}"', '"{replicated"'),
    "empty_sharding": ('"{replicated}"', '""'),
    "number_overflow": ('"{devices=[1,8]<=[8]}"', '"{devices=[1,99999999999999999999]<=[8]}"'),
    "tuple_on_tensor": ('"{devices=[8]<=[8]}"', '"{{devices=[8]<=[8]}, {replicated}}"'),
    "maximal_bad_device": ('"{replicated}"', '"{maximal device=99}"'),
    "manual_garbage": ('"{replicated}"', '"{manual x}"'),
}
for name, mutation in gspmd_mutations.items():
    case("check_gspmd_" + name, "check " + write("stablehlo/" + name + ".gspmd.mlir", mutate(GSPMD, *mutation)) + " -o {OUT}")

# ---- check / run flags --------------------------------------------------------------------
MODEL = "{EX}/models/mlp_tp.shardy.mlir"
GMODEL = "{EX}/models/mlp_tp.gspmd.mlir"
flag_cases = {
    "check_flag_mesh_malformed": f"check {GMODEL} --mesh 'data=4,model' -o {{OUT}}",
    "check_flag_mesh_wrong_devices": f"check {GMODEL} --mesh 'data=3' -o {{OUT}}",
    "check_flag_mesh_zero": f"check {GMODEL} --mesh 'data=0' -o {{OUT}}",
    "check_flag_memory_budget_unit": f"check {MODEL} --memory-budget 16GB/s -o {{OUT}}",
    "check_flag_memory_budget_negative": f"check {MODEL} --memory-budget -1GiB -o {{OUT}}",
    "check_flag_memory_budget_overflow": f"check {MODEL} --memory-budget 99999999999999999999EiB -o {{OUT}}",
    "check_flag_memory_budget_empty": f"check {MODEL} --memory-budget '' -o {{OUT}}",
    "check_flag_fixes_negative": f"check {MODEL} --fixes -1 -o {{OUT}}",
    "check_flag_fix_seconds_negative": f"check {MODEL} --fix-seconds -1 -o {{OUT}}",
    "check_flag_output_empty": f"check {MODEL} -o ''",
    "check_flag_timeout_negative": f"check {MODEL} --timeout -1 -o {{OUT}}",
    "check_flag_timeout_text": f"check {MODEL} --timeout soon -o {{OUT}}",
    "check_flag_topology_missing": f"check {MODEL} --topology {{BAD}}/topology/no_such.json -o {{OUT}}",
    "check_flag_unknown": f"check {MODEL} --memory 1GiB -o {{OUT}}",
    "check_flag_no_program": "check -o {OUT}",
    "check_flag_output_in_missing_dir": f"check {MODEL} -o {{OUT}}/missing/dir/out.mlir",
    "run_flag_backend_unknown": f"run {MODEL} --backend gloo",
    "run_flag_inputs_missing": f"run {MODEL} --inputs {{BAD}}/no_such_dir",
    "run_flag_repeat_zero": f"run {MODEL} --repeat 0",
    "run_flag_seed_negative": f"run {MODEL} --seed -3",
    "run_flag_inputs_empty": f"run {MODEL} --inputs ''",
    "partition_flag_seed_negative": f"partition {MODEL} --tactics {{EX}}/tactics/no_such.yaml --seed -1 -o {{OUT}}",
    "run_flag_mesh_malformed": f"run {GMODEL} --mesh 'x=='",
    "run_flag_topology_bad": f"run {MODEL} --topology {{BAD}}/topology/levels_missing.json",
    "run_program_bad_type": "run {BAD}/stablehlo/type_unknown_dtype.shardy.mlir",
    "run_program_undefined_value": "run {BAD}/stablehlo/value_undefined.shardy.mlir",
    "run_program_gspmd_bad": "run {BAD}/stablehlo/devices_count_mismatch.gspmd.mlir",
    "run_program_missing": "run {BAD}/stablehlo/no_such_file.mlir",
}
for name, args in flag_cases.items():
    case(name, args)

# ---- redistribute flags -------------------------------------------------------------------
R = "redistribute --mesh 'x=4,y=2' --shape 64x48 --from '[{\"x\"},{\"y\"}]' --to '[{\"y\"},{\"x\"}]'"
def redist(**over):
    fields = {"mesh": "'x=4,y=2'", "shape": "64x48", "from": "'[{\"x\"},{\"y\"}]'", "to": "'[{\"y\"},{\"x\"}]'"}
    fields.update({k: v for k, v in over.items() if k in fields})
    extra = over.get("extra", "")
    return ("redistribute --mesh {mesh} --shape {shape} --from {from} --to {to} ".format(**fields) + extra +
            " --emit-smt {OUT}").strip()
redistribute_cases = {
    "mesh_empty": redist(mesh="''"),
    "mesh_missing_size": redist(mesh="'x,y=2'"),
    "mesh_size_zero": redist(mesh="'x=0,y=2'"),
    "mesh_size_text": redist(mesh="'x=four,y=2'"),
    "mesh_duplicate_axis": redist(mesh="'x=4,x=2'"),
    "mesh_shardy_unclosed": redist(mesh="'<[\"x\"=4, \"y\"=2'"),
    "mesh_size_overflow": redist(mesh="'x=9223372036854775808,y=2'"),
    "mesh_devices_overflow": redist(mesh="'x=4294967296,y=4294967296'"),
    "shape_empty": redist(shape="''"),
    "shape_negative": redist(shape="64x-48"),
    "shape_text": redist(shape="64xfoo"),
    "shape_trailing_x": redist(shape="64x48x"),
    "shape_overflow": redist(shape="64x99999999999999999999"),
    "shape_rank_mismatch": redist(shape="64x48x2"),
    "from_unknown_axis": redist(**{"from": "'[{\"z\"},{\"y\"}]'"}),
    "from_axis_twice": redist(**{"from": "'[{\"x\"},{\"x\"}]'"}),
    "from_unclosed": redist(**{"from": "'[{\"x\"},{\"y\"}'"}),
    "from_garbage": redist(**{"from": "'hello'"}),
    "from_sub_axis_bad": redist(**{"from": "'[{\"x\":(3)2},{\"y\"}]'"}),
    "to_rank_mismatch": redist(to="'[{\"y\"}]'"),
    "to_unreduced_not_in_source": redist(to="'[{\"y\"},{}], unreduced={\"x\"}'"),
    "to_gspmd_count_mismatch": redist(to="'{devices=[2,2]<=[4]}'"),
    "to_gspmd_malformed": redist(to="'{devices=[2,4]<=[8'"),
    "dtype_unknown": redist(extra="--dtype f33"),
    "dtype_empty": redist(extra="--dtype ''"),
    "topology_missing": redist(extra="--topology {BAD}/topology/no_such.json"),
    "topology_bad": redist(extra="--topology {BAD}/topology/not_json.json"),
    "timeout_negative": redist(extra="--verify --timeout -2"),
    "timeout_text": redist(extra="--verify --timeout never"),
    "seed_text": redist(extra="--execute --seed many"),
    "unknown_flag": redist(extra="--exec"),
    "missing_to": "redistribute --mesh 'x=4,y=2' --shape 64x48 --from '[{\"x\"},{\"y\"}]' --emit-smt {OUT}",
    "emit_smt_in_missing_dir": "redistribute --mesh 'x=4,y=2' --shape 64x48 --from '[{\"x\"},{\"y\"}]' --to '[{\"y\"},{\"x\"}]' --emit-smt {OUT}/missing/dir/q.smt2",
}
for name, args in redistribute_cases.items():
    case("redistribute_" + name, args)

# ---- plan JSON (shardproof verify) --------------------------------------------------------
# base.json: `shardproof redistribute --mesh 'x=4,y=2' --shape 64x48 --from '[{"x","y"},{}]'
# --to '[{},{"x"}]' --json` (an all_gather then an all_to_all), kept as printed.
PLAN = read(os.path.join(HERE, "plan/base.json"))
plan_mutations = {
    "truncated": (PLAN, PLAN[: len(PLAN) // 2]),
    "trailing_comma": ('"dtype": "f32",', '"dtype": "f32",,'),
    "not_an_object": (PLAN, "[1, 2, 3]\n"),
    "mesh_missing": ('  "mesh": "<[\\"x\\"=4, \\"y\\"=2]>",\n', ""),
    "mesh_not_a_string": ('"mesh": "<[\\"x\\"=4, \\"y\\"=2]>"', '"mesh": 8'),
    "mesh_malformed": ('"mesh": "<[\\"x\\"=4, \\"y\\"=2]>"', '"mesh": "<[\\"x\\"=4, \\"y\\"=2>"'),
    "mesh_size_zero": ('"mesh": "<[\\"x\\"=4, \\"y\\"=2]>"', '"mesh": "<[\\"x\\"=0, \\"y\\"=2]>"'),
    "shape_not_a_list": ('"shape": [\n    64,\n    48\n  ]', '"shape": "64x48"'),
    "shape_negative": ('"shape": [\n    64,\n    48\n  ]', '"shape": [64, -48]'),
    "shape_float": ('"shape": [\n    64,\n    48\n  ]', '"shape": [64, 48.5]'),
    "shape_overflow": ('"shape": [\n    64,\n    48\n  ]', '"shape": [64, 99999999999999999999]'),
    "shape_rank_mismatch": ('"shape": [\n    64,\n    48\n  ]', '"shape": [64, 48, 2]'),
    "dtype_unknown": ('"dtype": "f32"', '"dtype": "f33"'),
    "dtype_number": ('"dtype": "f32"', '"dtype": 32'),
    "source_malformed": ('"source": "[{\\"x\\",\\"y\\"}, {}]"', '"source": "[{\\"x\\", \\"y\\"}, {}"'),
    "source_unknown_axis": ('"source": "[{\\"x\\",\\"y\\"}, {}]"', '"source": "[{\\"x\\",\\"w\\"}, {}]"'),
    "target_missing": ('  "target": "[{}, {\\"x\\"}]",\n', ""),
    "target_rank_mismatch": ('"target": "[{}, {\\"x\\"}]"', '"target": "[{\\"x\\"}]"'),
    "steps_not_a_list": ('"steps": [', '"steps": 7, "unused": ['),
    "step_collective_unknown": ('"collective": "all_gather"', '"collective": "all_gatherr"'),
    "step_collective_missing": ('"collective": "all_gather",', ""),
    "step_dim_float": ('"dim": 0', '"dim": 0.5'),
    "step_dim_string": ('"dim": 0', '"dim": "0"'),
    "step_axes_not_a_list": ('"axes": [\n        "y"\n      ]', '"axes": "y"'),
    "step_axis_number": ('"axes": [\n        "y"\n      ]', '"axes": [3]'),
    "step_axis_sub_malformed": ('"axes": [\n        "y"\n      ]', '"axes": ["y:(2"]'),
    "step_axis_sub_unclosed": ('"axes": [\n        "y"\n      ]', '"axes": ["y:(1"]'),
    "step_to_dim_missing": ('"to_dim": 1', '"to_dimension": 1'),
    "step_to_dim_string": ('"to_dim": 1', '"to_dim": "1"'),
    "comment_inside": ('"dtype": "f32",', '"dtype": "f32", // float'),
    "nan_number": ('"dim": 0', '"dim": NaN'),
    "duplicate_key_type_clash": ('"dtype": "f32",', '"dtype": "f32", "dtype": [],'),
    "binary_prefix": ('{', '\x00\x01{'),
}
for name, (old, new) in plan_mutations.items():
    text = new if old == PLAN else mutate(PLAN, old, new)
    case("verify_plan_" + name, "verify " + write("plan/" + name + ".json", text) + " --emit-smt {OUT}")
case("verify_plan_missing_file", "verify {BAD}/plan/no_such.json --emit-smt {OUT}")
case("verify_plan_is_mlir", "verify {EX}/models/mlp_tp.shardy.mlir --emit-smt {OUT}")
case("verify_flag_timeout_negative", "verify {BAD}/plan/base.json --timeout -1 --emit-smt {OUT}")
case("verify_flag_topology_bad", "verify {BAD}/plan/base.json --topology {BAD}/topology/levels_empty.json --emit-smt {OUT}")
case("verify_flag_emit_smt_missing_dir", "verify {BAD}/plan/base.json --emit-smt {OUT}/missing/dir/q.smt2")

# ---- topology JSON (check --topology, verify --topology) ----------------------------------
TOPO = read(os.path.join(EX, "topologies/4x8-h100.json"))
topo_lines = TOPO
topology_mutations = {
    "not_json": (TOPO, TOPO.replace("{", "(", 1)),
    "truncated": (TOPO, TOPO[: len(TOPO) // 2]),
    "empty": (TOPO, ""),
    "levels_missing": None,
    "levels_empty": None,
    "levels_not_a_list": None,
    "level_group_size_zero": None,
    "level_group_size_negative": None,
    "level_group_size_string": None,
    "level_bandwidth_zero": None,
    "level_bandwidth_negative": None,
    "level_latency_negative": None,
    "level_name_number": None,
    "peak_tflops_zero": None,
    "peak_tflops_string": None,
    "memory_bandwidth_negative": None,
    "group_size_overflow": None,
    "groups_not_dividing": None,
}
import json as _json
topo = _json.loads(TOPO)
def topo_variant(name):
    t = _json.loads(TOPO)
    lv = t["levels"]
    if name == "levels_missing": del t["levels"]
    elif name == "levels_empty": t["levels"] = []
    elif name == "levels_not_a_list": t["levels"] = lv[0]
    elif name == "level_group_size_zero": lv[0]["group_size"] = 0
    elif name == "level_group_size_negative": lv[0]["group_size"] = -8
    elif name == "level_group_size_string": lv[0]["group_size"] = "8"
    elif name == "level_bandwidth_zero": lv[0]["bandwidth_GBps"] = 0
    elif name == "level_bandwidth_negative": lv[-1]["bandwidth_GBps"] = -50
    elif name == "level_latency_negative": lv[0]["latency_us"] = -5
    elif name == "level_name_number": lv[0]["name"] = 7
    elif name == "peak_tflops_zero": t["peak_tflops"] = 0
    elif name == "peak_tflops_string": t["peak_tflops"] = "989"
    elif name == "memory_bandwidth_negative": t["memory_bandwidth_GBps"] = -1
    elif name == "group_size_overflow": lv[0]["group_size"] = 2 ** 63 - 1; lv[-1]["group_size"] = 2 ** 63 - 1
    elif name == "groups_not_dividing": lv[-1]["group_size"] = 3
    return _json.dumps(t, indent=2) + "\n"
for name, mutation in topology_mutations.items():
    text = mutation[1] if mutation else topo_variant(name)
    path = write("topology/" + name + ".json", text)
    case("check_topology_" + name, f"check {MODEL} --topology {path} -o {{OUT}}")
for name in ["not_json", "levels_empty", "level_bandwidth_zero", "groups_not_dividing"]:
    case("verify_topology_" + name, f"verify {{BAD}}/plan/base.json --topology {{BAD}}/topology/{name}.json --emit-smt {{OUT}}")

# ---- ONNX (robustness verify / audit), edited in protobuf text form -------------------------
def onnx_text(path):
    return subprocess.run(["protoc", f"--decode=onnx.ModelProto", ONNX_PROTO], cwd=ONNX_PROTO_DIR,
                          stdin=open(path, "rb"), capture_output=True, check=True).stdout.decode()
def onnx_bytes(text):
    return subprocess.run(["protoc", f"--encode=onnx.ModelProto", ONNX_PROTO], cwd=ONNX_PROTO_DIR,
                          input=text.encode(), capture_output=True, check=True).stdout
SMALL_PATH = os.path.join(DATA, "smoke/test_small.onnx")
SMALL = onnx_text(SMALL_PATH)
SMALL_BYTES = read(SMALL_PATH, binary=True)
onnx_mutations = {
    "op_unsupported": ('op_type: "Relu"', 'op_type: "Hardmax"'),
    "op_empty": ('op_type: "Relu"', 'op_type: ""'),
    "input_undefined": ('input: "W0"', 'input: "W9"'),
    "node_missing_input": ('    input: "M0"\n    input: "B0"\n', '    input: "M0"\n'),
    "output_never_produced": ('output: "Y_0"', 'output: "Y_9"', 0),
    "initializer_dims_mismatch": ("raw_data:", "dims: 3\n    raw_data:", 0),
    "initializer_data_type_int": ("data_type: 1", "data_type: 7", 0),
    "initializer_raw_data_short": ('raw_data: "', 'raw_data: "\\000', 0),
    "initializer_dim_negative": ("dims: ", "dims: -", 0),
    "initializer_dim_huge": ("dims: ", "dims: 4611686018427387904\n    dims: ", 0),
    "graph_input_missing": ("  input {\n    name: \"X_0\"", "  value_info {\n    name: \"X_0\"", 0),
    "cycle": ('input: "W0"', 'input: "Y_0"'),
}
for name, mutation in onnx_mutations.items():
    old, new = mutation[0], mutation[1]
    text = mutate(SMALL, old, new)
    path = write("onnx/" + name + ".onnx", onnx_bytes(text))
    case("robustness_verify_onnx_" + name, f"robustness verify --model {path} --spec {{DATA}}/smoke/test_small.vnnlib")
binary_onnx = {
    "truncated_half": SMALL_BYTES[: len(SMALL_BYTES) // 2],
    "truncated_last_byte": SMALL_BYTES[:-1],
    "empty": b"",
    "is_text": SHARDY.encode(),
}
for name, data in binary_onnx.items():
    path = write("onnx/" + name + ".onnx", data)
    case("robustness_verify_onnx_" + name, f"robustness verify --model {path} --spec {{DATA}}/smoke/test_small.vnnlib")
case("robustness_audit_onnx_truncated", "robustness audit --model {BAD}/onnx/truncated_half.onnx --data {DATA}/mnist/mnist_test_100.csv --limit 2 --plot {OUT}")
case("robustness_verify_model_missing", "robustness verify --model {BAD}/onnx/no_such.onnx --spec {DATA}/smoke/test_small.vnnlib")
case("robustness_verify_model_unknown_extension", "robustness verify --model {EX}/topologies/1x8-h100.json --spec {DATA}/smoke/test_small.vnnlib")

# ---- VNNLIB (robustness verify) -----------------------------------------------------------
VNN = read(os.path.join(DATA, "acasxu/prop_2.vnnlib"))
ACAS = "{DATA}/acasxu/ACASXU_run2a_2_1_batch_2000.onnx"
vnnlib_mutations = {
    "unbalanced_open": ("(assert (<= X_0 0.679857769))", "(assert (<= X_0 0.679857769)"),
    "unbalanced_close": ("(assert (>= X_0 0.6))", "(assert (>= X_0 0.6)))"),
    "unknown_variable": ("(assert (<= X_1 0.5))", "(assert (<= X_9 0.5))"),
    "undeclared_output": ("(declare-const Y_4 Real)", ""),
    "malformed_number": ("(assert (<= X_0 0.679857769))", "(assert (<= X_0 0.67.9857769))"),
    "unknown_operator": ("(assert (<= X_1 0.5))", "(assert (=< X_1 0.5))"),
    "unknown_command": ("(declare-const X_0 Real)", "(declare-fun X_0 Real)"),
    "declare_wrong_sort": ("(declare-const X_0 Real)", "(declare-const X_0 Int)"),
    "declare_twice": ("(declare-const X_1 Real)", "(declare-const X_0 Real)"),
    "input_unbounded": ("(assert (>= X_0 0.6))", ""),
    "inputs_count_mismatch": ("(declare-const X_4 Real)", "(declare-const X_4 Real)\n(declare-const X_5 Real)"),
    "operator_arity": ("(assert (<= X_1 0.5))", "(assert (<= X_1))"),
    "empty_assert": ("(assert (<= X_1 0.5))", "(assert)"),
    "string_literal": ("(assert (<= X_1 0.5))", "(assert (<= X_1 \"0.5\"))"),
    "nan": ("(assert (<= X_1 0.5))", "(assert (<= X_1 nan))"),
    "nul_byte": ("(assert (<= X_1 0.5))", "(assert (<= X_1 0\x00.5))"),
}
for name, (old, new) in vnnlib_mutations.items():
    path = write("vnnlib/" + name + ".vnnlib", mutate(VNN, old, new))
    case("robustness_verify_vnnlib_" + name, f"robustness verify --model {ACAS} --spec {path}")
case("robustness_verify_vnnlib_empty", f"robustness verify --model {ACAS} --spec " + write("vnnlib/empty.vnnlib", ""))
case("robustness_verify_vnnlib_truncated", f"robustness verify --model {ACAS} --spec " + write("vnnlib/truncated.vnnlib", VNN[: VNN.index("(assert (>= X_2")]+ "(assert (>= X_2"))
case("robustness_verify_vnnlib_missing", f"robustness verify --model {ACAS} --spec {{BAD}}/vnnlib/no_such.vnnlib")
case("robustness_verify_method_unknown", f"robustness verify --model {ACAS} --spec {{DATA}}/acasxu/prop_2.vnnlib --method simplex")
case("robustness_verify_timeout_negative", f"robustness verify --model {ACAS} --spec {{DATA}}/acasxu/prop_2.vnnlib --timeout -1")

# ---- NNet (robustness audit / verify) -----------------------------------------------------
# The format's smallest complete net (the loader test's): 2 inputs, one hidden layer of 2, 1 output.
NNET = "// a tiny net\n2,2,1,2,\n2,2,1,\n0,\n-10,-10,\n10,10,\n1,1,0,\n2,2,3,\n1,0,\n0,-1,\n0,\n0.5,\n1,1,\n0,\n"
write("nnet/base.nnet", NNET)
nnet_mutations = {
    "header_text": ("2,2,1,2,", "2,two,1,2,"),
    "header_short": ("2,2,1,2,", "2,2,"),
    "layers_zero": ("2,2,1,2,", "0,2,1,2,"),
    "layers_negative": ("2,2,1,2,", "-1,2,1,2,"),
    "layer_sizes_short": ("2,2,1,\n0,", "2,2,\n0,"),
    "layer_size_zero": ("2,2,1,\n0,", "2,0,1,\n0,"),
    "layer_size_huge": ("2,2,1,\n0,", "2,2000000000,1,\n0,"),
    "weights_missing_row": ("1,0,\n0,-1,\n", "1,0,\n"),
    "weights_short_row": ("0,-1,\n", "0,\n"),
    "weight_malformed": ("0,-1,\n", "0,-1e,\n"),
    "bias_missing": ("0.5,\n", ""),
    "truncated_output_layer": ("1,1,\n0,\n", "1,"),
    "mins_short": ("-10,-10,", "-10,"),
    "means_text": ("1,1,0,", "1,x,0,"),
    "input_size_mismatch": ("2,2,1,2,\n2,2,1,", "2,2,1,2,\n3,2,1,"),
    "weight_nan": ("0,-1,\n", "0,nan,\n"),
}
for name, (old, new) in nnet_mutations.items():
    path = write("nnet/" + name + ".nnet", mutate(NNET, old, new))
    case("robustness_audit_nnet_" + name, f"robustness audit --model {path} --data {{BAD}}/csv/base.csv --plot {{OUT}}")
case("robustness_audit_nnet_empty", "robustness audit --model " + write("nnet/empty.nnet", "") + " --data {BAD}/csv/base.csv --plot {OUT}")
case("robustness_audit_nnet_only_comment", "robustness audit --model " + write("nnet/only_comment.nnet", "// a tiny net\n") + " --data {BAD}/csv/base.csv --plot {OUT}")

# ---- CSV (robustness audit / harden) ------------------------------------------------------
MNIST = read(os.path.join(DATA, "mnist/mnist_test_100.csv")).split("\n")
# base.csv: two real MNIST rows cut to their first two pixels (the tiny net has 2 inputs).
CSV = "\n".join(",".join(r.split(",")[:3]) for r in MNIST[:2]) + "\n"
write("csv/base.csv", CSV)
MNIST5 = "\n".join(MNIST[:5]) + "\n"
csv_mutations = {
    "text_in_pixel": (MNIST5, lambda t: mutate(t, ",0,", ",zero,", 3)),
    "label_negative": (MNIST5, lambda t: "-" + t),
    "label_fraction": (MNIST5, lambda t: t.replace(",", ".5,", 1)),
    "label_too_big": (MNIST5, lambda t: "99999999999" + t[1:]),
    "row_short": (MNIST5, lambda t: "\n".join(l if i != 2 else ",".join(l.split(",")[:100]) for i, l in enumerate(t.split("\n")))),
    "row_long": (MNIST5, lambda t: "\n".join(l if i != 3 else l + ",0,0" for i, l in enumerate(t.split("\n")))),
    "empty_field": (MNIST5, lambda t: mutate(t, ",0,", ",,", 10)),
    "empty": (MNIST5, lambda t: ""),
    "header_only": (MNIST5, lambda t: "label," + ",".join(f"p{i}" for i in range(784)) + "\n"),
    "number_overflow": (MNIST5, lambda t: mutate(t, ",0,", ",1e999,", 5)),
    "nul_byte": (MNIST5, lambda t: mutate(t, ",0,", ",0\x00,", 7)),
    "semicolons": (MNIST5, lambda t: t.replace(",", ";")),
}
MNISTFC = "{DATA}/mnistfc/mnist-net_256x2.onnx"
for name, (base, f) in csv_mutations.items():
    path = write("csv/" + name + ".csv", f(base))
    case("robustness_audit_csv_" + name, f"robustness audit --model {MNISTFC} --data {path} --plot {{OUT}}")
case("robustness_audit_csv_missing", f"robustness audit --model {MNISTFC} --data {{BAD}}/csv/no_such.csv --plot {{OUT}}")
case("robustness_audit_data_features_mismatch", f"robustness audit --model {MNISTFC} --data {{BAD}}/csv/base.csv --plot {{OUT}}")
case("robustness_audit_eps_text", f"robustness audit --model {MNISTFC} --data {{DATA}}/mnist/mnist_test_100.csv --eps 0.01,big --plot {{OUT}}")
case("robustness_audit_eps_negative", f"robustness audit --model {MNISTFC} --data {{DATA}}/mnist/mnist_test_100.csv --eps -0.1 --plot {{OUT}}")
case("robustness_audit_eps_empty", f"robustness audit --model {MNISTFC} --data {{DATA}}/mnist/mnist_test_100.csv --eps '' --plot {{OUT}}")
case("robustness_audit_scale_negative", f"robustness audit --model {MNISTFC} --data {{DATA}}/mnist/mnist_test_100.csv --scale -1 --plot {{OUT}}")
case("robustness_audit_plot_in_missing_dir", f"robustness audit --model {MNISTFC} --data {{DATA}}/mnist/mnist_test_100.csv --limit 1 --no-certify --plot {{OUT}}/missing/dir/rho.svg")
case("robustness_harden_csv_text", "robustness harden --data {BAD}/csv/text_in_pixel.csv --out {OUT}")
case("robustness_harden_csv_row_short", "robustness harden --data {BAD}/csv/row_short.csv --out {OUT}")
case("robustness_harden_hidden_text", "robustness harden --data {DATA}/mnist/mnist_test_100.csv --hidden 64,x --out {OUT}")
case("robustness_harden_hidden_zero", "robustness harden --data {DATA}/mnist/mnist_test_100.csv --hidden 0 --out {OUT}")
case("robustness_harden_epochs_negative", "robustness harden --data {DATA}/mnist/mnist_test_100.csv --epochs -1 --out {OUT}")
case("robustness_harden_batch_zero", "robustness harden --data {DATA}/mnist/mnist_test_100.csv --batch 0 --out {OUT}")
case("robustness_harden_lr_negative", "robustness harden --data {DATA}/mnist/mnist_test_100.csv --lr -0.1 --out {OUT}")
case("robustness_harden_format_unknown", "robustness harden --data {DATA}/mnist/mnist_test_100.csv --format parquet --out {OUT}")
case("robustness_harden_data_missing", "robustness harden --data {BAD}/csv/no_such.csv --out {OUT}")

# ---- IDX (robustness harden / audit): the first images of Debian's Fashion-MNIST ---------
def idx_pair(n):
    images = gzip.open(os.path.join(FASHION, "t10k-images-idx3-ubyte.gz")).read(16 + n * 784)
    labels = gzip.open(os.path.join(FASHION, "t10k-labels-idx1-ubyte.gz")).read(8 + n)
    images = images[:4] + n.to_bytes(4, "big") + images[8:]
    labels = labels[:4] + n.to_bytes(4, "big") + labels[8:]
    return bytearray(images), bytearray(labels)
def idx_case(name, images, labels, gz=False):
    ipath = "idx/" + name + "-images-idx3-ubyte" + (".gz" if gz else "")
    lpath = "idx/" + name + "-labels-idx1-ubyte" + (".gz" if gz else "")
    if gz:
        images, labels = gzip.compress(bytes(images), mtime=0), gzip.compress(bytes(labels), mtime=0)
    write(ipath, bytes(images))
    if labels is not None:
        write(lpath, bytes(labels))
    case("robustness_harden_idx_" + name, "robustness harden --data {BAD}/" + ipath + " --format idx --out {OUT}")
im, lb = idx_pair(20)
def with_(buf, at, value):
    b = bytearray(buf); b[at:at + len(value)] = value; return b
idx_case("images_magic", with_(im, 0, b"\x00\x00\x08\x01"), lb)
idx_case("labels_magic", im, with_(lb, 0, b"\x00\x00\x08\x03"))
idx_case("count_mismatch", im, with_(lb, 4, (19).to_bytes(4, "big")))
idx_case("count_huge", with_(im, 4, (2 ** 31 - 1).to_bytes(4, "big")), with_(lb, 4, (2 ** 31 - 1).to_bytes(4, "big")))
idx_case("rows_zero", with_(im, 8, (0).to_bytes(4, "big")), lb)
idx_case("rows_huge", with_(im, 8, (2 ** 31 - 1).to_bytes(4, "big")), lb)
idx_case("images_truncated", im[: 16 + 10 * 784 + 100], lb)
idx_case("labels_truncated", im, lb[:8 + 5])
idx_case("header_truncated", im[:10], lb)
idx_case("images_four_dims", with_(im, 3, b"\x04"), lb)
idx_case("labels_missing", im, None)
idx_case("gz_truncated", im, lb, gz=False)  # replaced below by a cut gzip stream
gzi = gzip.compress(bytes(im), mtime=0)
write("idx/gz_truncated-images-idx3-ubyte.gz", gzi[: len(gzi) // 2])
write("idx/gz_truncated-labels-idx1-ubyte.gz", gzip.compress(bytes(lb), mtime=0))
os.remove(os.path.join(HERE, "idx/gz_truncated-images-idx3-ubyte"))
os.remove(os.path.join(HERE, "idx/gz_truncated-labels-idx1-ubyte"))
cases[:] = [c for c in cases if c[0] != "robustness_harden_idx_gz_truncated"]
case("robustness_harden_idx_gz_truncated", "robustness harden --data {BAD}/idx/gz_truncated-images-idx3-ubyte.gz --format idx --out {OUT}")
case("robustness_harden_idx_labels_flag_missing", "robustness harden --data {BAD}/idx/count_mismatch-images-idx3-ubyte --labels {BAD}/idx/no_such-labels-idx1-ubyte --out {OUT}")
case("robustness_harden_idx_test_bad", "robustness harden --data {DATA}/mnist/mnist_test_100.csv --test {BAD}/idx/images_magic-images-idx3-ubyte --out {OUT}")
case("robustness_audit_idx_count_mismatch", "robustness audit --model {DATA}/mnistfc/mnist-net_256x2.onnx --data {BAD}/idx/count_mismatch-images-idx3-ubyte --plot {OUT}")
case("robustness_audit_idx_images_truncated", "robustness audit --model {DATA}/mnistfc/mnist-net_256x2.onnx --data {BAD}/idx/images_truncated-images-idx3-ubyte --plot {OUT}")

# ---- top level ----------------------------------------------------------------------------
case("top_unknown_command", "prove {EX}/models/mlp_tp.shardy.mlir")
case("top_robustness_unknown_subcommand", "robustness certify --model {DATA}/smoke/test_small.onnx")


# ---- cases.tsv ----------------------------------------------------------------------------
MANIFEST = os.path.join(HERE, "cases.tsv")
HEADER = ("# The bad-input corpus: NAME<TAB>ARGS<TAB>first line of the error (stderr). Every case must\n"
          "# exit 2 and leave {OUT} unwritten (tests/cli/bad_input_corpus_test.sh). Written by\n"
          "# generate.py; the expectations were recorded with --record and read one by one.\n")


def load_expected():
    expected = {}
    if os.path.exists(MANIFEST):
        for line in open(MANIFEST, errors="surrogateescape").read().split("\n"):
            if line and not line.startswith("#"):
                name, _, want = line.split("\t")
                if want != "TODO":
                    expected[name] = want
    return expected


def substitute(s, out):
    return (s.replace("{BAD}", HERE).replace("{EX}", EX).replace("{DATA}", DATA).replace("{OUT}", out))


def record(binary, args):
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "out")
        try:
            r = subprocess.run([binary] + shlex.split(substitute(args, out)), capture_output=True, timeout=60)
        except subprocess.TimeoutExpired:
            return "timeout", "TIMEOUT", os.listdir(scratch)
        first = r.stderr.decode(errors="surrogateescape").split("\n")[0]  # bytes as printed
        for path, name in ((HERE, "{BAD}"), (EX, "{EX}"), (DATA, "{DATA}"), (out, "{OUT}")):
            first = first.replace(path, name)
        return r.returncode, first, os.listdir(scratch)


expected = load_expected()
if "--record" in sys.argv:
    binary = os.path.abspath(sys.argv[sys.argv.index("--record") + 1])
    for name, args in cases:
        if name not in expected:
            rc, first, left = record(binary, args)
            expected[name] = first
            print(f"{rc}\t{name}\t{first}" + (f"\tLEFT {left}" if left else ""))
with open(MANIFEST, "w", errors="surrogateescape") as f:
    f.write(HEADER)
    for name, args in cases:
        f.write(f"{name}\t{args}\t{expected.get(name, 'TODO')}\n")
print(f"{len(cases)} cases", file=sys.stderr)
