// \file What XLA holds for one inserted redistribution plan besides its input and its
// output: the staging buffers its steps need (rules 3c, 3d, 3e) and, where the backend has no
// reduce-scatter, the whole all-reduce result behind a delivered shard (rule 3e). The
// buffers themselves are made in buffers.cpp; see cost_model.cpp for the rules.
//
//   a reduce-scatter over 8 devices of a 1 MiB partial sum, on XLA CPU: held_whole 8 (the
//     delivered 128 KiB shard is the whole 1 MiB all-reduce result, sliced by its readers)
//   an all-to-all step (rule 3c): staging of at least the step's live bytes (the operand's
//     slices and the pieces received)
//   an all-gather along a minor dimension read by a dot_general (rule 3d): staging of the
//     gathered result's size (its copy back to the default layout)
//
// Rule 3c, all-to-all: XLA's AllToAllDecomposer (in the CPU and GPU pipelines) turns an array
// all-to-all into slices of the operand, a tuple all-to-all and a concatenate of the
// pieces received; so during the step the slices (the operand's bytes) and the pieces
// (the result's bytes) are live besides the operand and the result (shardmap_collectives:
// XLA's wrapped_slice/.1 and all-to-all{0}/{1}). Applies to the user's all_to_all in a
// region and to every all_to_all step of an inserted plan.
// Rule 3d, all-gather along a minor dimension, read by a dot_general: gathered in a layout with
// that dimension major and copied back, so the result is briefly held twice (a staging
// buffer of the result's size; see gathers_minor_dimension). The parameters' plans, all
// issued at the start, run one after another: their staging buffers are not live together
// (one buffer at the start, of the largest).
// Rule 3e, reduce-scatter on a backend without one (Topology::reduce_scatter_as_all_reduce, XLA
// CPU: none of the corpus's compiled programs has a reduce-scatter): the plan's last
// reduce-scatter is an all-reduce of the whole operand, and its readers slice the result
// in their fusions (a dynamic-slice by partition-id), so the delivered value occupies the
// whole operand's bytes until its last reader (eqx_transformer_train_fsdp: all-reduce
// f32[8,64,1,256] of the embedding lookup, read through dynamic slices by the forward and
// the backward pass, live 154-641 of 641). A result of main is sliced into its own
// allocation; a reduce-scatter inside a plan has its whole result live during its step.
#pragma once

#include <cstdint>

#include "redistribute/plan.h"
#include "redistribute/topology.h"

namespace shardproof::partition::memory {

// Rule 3e: whether the backend runs this reduce-scatter step of `plan` as an all-reduce of
// the whole operand, its readers slicing the result: every one on XLA CPU; on a megacore TPU
// (v5p) one whose group is every device of the mesh. v5p forms XLA's all-reduce-scatter
// fusion only for smaller groups: its 106 dumps of the corpus (bench/targets/tpu_v5p_notes.md)
// have 62 all-reduce-scatter fusions, none over all 8 chips (60 over {0,1,2,3},{4,5,6,7}, 2
// over pairs), where v5e's have 32 over all 8; an FSDP weight gradient there is an all-reduce
// of the whole gradient combined with the others (eqx_mlp_train_fsdp: all-reduce.17 of the
// f32[512,256] and f32[512,512] gradients, v5e's all-reduce-scatter.4 of the f32[64,...]
// shards; maxtext_train_fsdp_unrolled: all-reduce.68, 39 whole gradients held to the end).
bool reduce_scatter_held_whole(const redistribute::Plan& plan, const redistribute::PlanStep& step,
                               const redistribute::Topology& topology);
// The same rule on a reduce-scatter over `group` of the mesh's `devices`, whatever holds it:
// the plan's steps above (memory) and the collectives as issued (collective_forms.h, rules C2
// and C5) ask this one question.
bool reduce_scatter_issued_whole(const redistribute::Topology& topology, int64_t group, int64_t devices);

// Rule 3e: the factor from the bytes a plan delivers to the bytes XLA holds for them (1
// unless the plan ends in a reduce-scatter that the backend runs as an all-reduce).
int64_t held_whole(const redistribute::Plan& plan, const redistribute::Topology& topology);

// The bytes a plan's staging buffer holds during its step, beyond its input and output (<= 0:
// none). `read_by_dot`: a dot_general reads the plan's result as it is (rule 3d).
int64_t staging_bytes(const redistribute::Plan& plan, const redistribute::Topology& topology, bool read_by_dot);

}  // namespace shardproof::partition::memory
