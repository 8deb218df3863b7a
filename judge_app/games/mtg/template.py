"""The commented scenario template ``judge new mtg`` writes. It is a valid, runnable scenario."""

TEMPLATE = """\
# 万智牌 (mtg, 2003 Legions 完整规则) 场景模板 —— 场景格式 schema 1。
# 运行: judge trace 本文件.yaml    校验: judge validate 本文件.yaml
schema: 2
meta:
  id: mtg-my-scenario
  title: 在这里写标题
  game: mtg
  question: 在这里写牌桌上被问到的问题
  provenance: {event: '', judge: '', date: ''}
  tags: []
state:
  turn: 5                          # 双方回合合计编号
  first_player: A
  active_player: A                 # 主动牌手
  phase: main1                     # beginning(untap/upkeep/draw) main1 combat(...) main2 end(end_of_turn/cleanup)
  players:
  - {id: A, name: 甲, resources: {life: 20}}     # 法术力池: mana_W mana_U mana_B mana_R mana_G mana_C;poison
  - {id: B, name: 乙, resources: {life: 20}}
  objects:                         # 场上: <操控者>.play;手牌 hand;牌库 library(第一张=顶部);坟墓场 graveyard
  - {id: a_mtn1, name: 山脉, owner: A, zone: A.play, types: [land, mountain]}
  - {id: a_mtn2, name: 山脉, owner: A, zone: A.play, types: [land, mountain]}
  - {id: a_bear, name: 灰熊, owner: A, zone: A.play, types: [creature], stats: {power: 2, toughness: 2},
     props: {color: G, mana_cost: 1G}}
  - {id: b_elf, name: 精灵, owner: B, zone: B.play, types: [creature], stats: {power: 1, toughness: 1},
     props: {color: G, mana_cost: G}}
  - id: a_shock
    name: 电击
    owner: A
    zone: A.hand
    types: [instant]
    props: {color: R, mana_cost: R}
    abilities:                     # kind: spell / activated / triggered / static / mana / delayed
    - id: text
      kind: spell
      text: 电击对目标生物或牌手造成2点伤害
      effects:
      - {type: targets, what: creature_or_player}
      - {type: damage, target: target, amount: 2}
  - id: a_statue                   # 改变种类的效应(214.5):设定初始值,先于指示物和其他效应,不会盖过“成为 0/1”
    name: 魔像雕像
    owner: A
    zone: A.play
    types: [artifact]
    abilities:
    - id: animate
      kind: activated
      text: "{2}:魔像雕像成为 3/3 的神器生物直到回合结束"
      cost: {generic: 2}
      effects:                     # until: end_of_turn / end_of_combat / permanent / while_source_in_play
      - {type: become, target: self, types: [artifact, creature], power: 3, toughness: 3, until: end_of_turn}
    # 其他词汇:
    #   {type: destroy, target: "each_creature:B"}          以颜色筛选(结算时的颜色):消灭所有黑色生物
    #   static 异能 {type: color_static, target: enchanted, color: B}   受此结界的生物为黑色
    #   static 异能 {type: star_pt, count: cards_in_hand}   力量/防御力为 * 的生物(208.2,如同印制)
    #   {type: zone_move, player: controller, from: graveyard, to: library, count: 0, shuffle: true}
    #       区域移动:graveyard/library/hand 之间;count 0 = 全部;库顶(position: top/bottom);
    #       从手牌移动时由 choices 的 {for: "zone_move:<牌手>", cards: [...]} 指定
    #   keywords: [block_as_flying]  可以如同具有飞行异能一般进行阻挡
    #   trigger: {event: creature_deals_damage_to_you, scope: any}  + target: subject_controller
  - {id: a_lib1, owner: A, zone: A.library}
  - {id: b_lib1, owner: B, zone: B.library}
actions:                           # pass / pass_until / play_land / cast / activate / activate_mana / turn_face_up
- type: cast                       # declare_attackers / declare_blockers / assign_damage / concede
  player: A
  card: a_shock
  targets: [b_elf]
  mana: [a_mtn1]                   # 支付时使用这些永久物的法术力异能
- {type: pass, player: A}
- {type: pass, player: B}
interpretations: {}                # 例如 lethal_damage: more_than_toughness
expect:
  outcome: ongoing
  cites: [mtg:409.1c, mtg:413.1, mtg:420.5c]
  state:
    objects.b_elf.zone: B.graveyard
"""
