"""The commented scenario template ``judge new fftcg`` writes. It is a valid, runnable scenario."""

TEMPLATE = """\
# FINAL FANTASY TCG (fftcg, 总规则 ver.2.00) 场景模板 —— 场景格式 schema 1。
# 运行: judge trace 本文件.yaml    校验: judge validate 本文件.yaml
schema: 2
meta:
  id: fftcg-my-scenario
  title: 在这里写标题
  game: fftcg
  question: 在这里写牌桌上被问到的问题
  tags: []
state:
  turn: 3                        # 双方回合合计编号:第1回合是先手玩家的第一回合
  first_player: A
  active_player: A               # 回合玩家 (6.1.3)
  phase: main1                   # setup / active / draw / main1 / attack / main2 / end
  memory:
    priority: A                  # 持有优先权的玩家 (11.1)
    format: constructed          # constructed 构筑赛 / limited 限制赛
  players:
  - {id: A, name: 甲}
  - {id: B, name: 乙}
  objects:                       # 同一区域内的顺序 = 列表顺序(卡组第一张 = 最上方)
  # 区域: X.field 战场, X.damage 伤害区, X.deck 卡组, X.break 损毁区, X.hand 手牌, X.removed 移除区, stack 堆叠区
  # 状态: dull 休止, frozen 冻结, attacked 本回合已攻击, new 回合开始时不在回合玩家控制下
  # 关键词: 勇气 加速 先发制人 偷袭;props: element(火冰风土雷水光暗) job number generic party_icon damage_x
  - {id: a_fw, name: 克劳德, owner: A, zone: A.field, types: [forward], cost: 5, stats: {power: 8000},
     props: {element: 风, job: 战士}, keywords: [勇气]}
  - {id: a_bk, name: 蒂法, owner: A, zone: A.field, types: [backup], cost: 2, props: {element: 风}}
  - {id: b_fw, name: 萨菲罗斯, owner: B, zone: B.field, types: [forward], cost: 6, stats: {power: 9000},
     props: {element: 火}}
  - {id: a_h1, name: 陆行鸟, owner: A, zone: A.hand, types: [forward], cost: 2, stats: {power: 5000},
     props: {element: 风}}
  - {id: a_h2, name: 魔导士, owner: A, zone: A.hand, types: [backup], cost: 2, props: {element: 冰}}
  - {id: b_d1, name: 伊弗利特, owner: B, zone: B.deck, types: [summon], cost: 3, props: {element: 火},
     abilities: [{id: ex, kind: ex_burst, text: 极限爆发:选择1个对手控制的前锋造成3000伤害,
                  effects: [{type: damage, target: "chosen:forward:opponent", amount: 3000}]}]}
  # 目标限制 target: chosen[:限制…] —— forward backup monster character / opponent own other / dull active /
  #   cost<=N cost>=N,例如“选择1个对手控制的前锋” = "chosen:forward:opponent";没有合法目标的自动技能被移除 (11.8.4)
  # 玩家: opponent_player / own_player / each_player(“给予每位玩家”:双方同时执行,11.11.6)
  - {id: b_d2, name: 莫古利, owner: B, zone: B.deck, types: [backup], cost: 1, props: {element: 土}}
# 动作: mulligan / play_character / cast_summon / use_ability / pass / declare_attack / block / concede
actions:
- type: play_character           # 支付: discard 丢弃手牌(2点同属性) / dull 休止后卫(1点同属性)
  player: A
  card: a_h1
  pay: {dull: [a_bk], discard: [a_h2]}
- {type: declare_attack, player: A, forwards: [a_fw]}   # 其间未列出的优先权视为放弃
- {type: block, player: B}                              # 不防御
- {type: pass, player: A}                               # 伤害结算步骤在双方放弃优先权后进行
                                                        # (有先发制人时,先发制人伤害后双方还各有一次优先权,15.2.3.3)
- type: pass
  player: B
  choices:
  - {for: b_d1.ex, use: true, targets: [a_h1]}          # 翻出的极限爆发技
interpretations: {}              # 例如 excess_cp: one_total
expect:
  outcome: ongoing
  cites: [fftcg:11.4.6.1, fftcg:10.1.4.1, fftcg:6.5.2, fftcg:11.10.2]
  state:
    zones.B.damage: [b_d1]
"""
