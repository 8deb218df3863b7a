"""The commented scenario template ``judge new ga`` writes. It is a valid, runnable scenario."""

TEMPLATE = """\
# 宏偉檔案 (Grand Archive, ga) 場景模板 —— 場景格式 schema 1。
# 運行: judge trace 本文件.yaml    校驗: judge validate 本文件.yaml
schema: 2
meta:
  id: ga-my-scenario
  title: 在這裡寫標題
  game: ga
  question: 在這裡寫牌桌上被問到的問題
  tags: []
state:
  turn: 3                        # 雙方回合合計:第1回合是首回合玩家的第一個回合
  first_player: A
  active_player: A
  phase: main                    # setup / wake_up / materialize / recollection / draw / main / combat / end
  step: window                   # main 階段:window = 回合玩家持有機會
  memory:
    placed: [A, B]               # 已放置0級勇士的玩家 (1.4.3.2)
    window: open
    await: {player: A, for: opportunity}   # 正在決定的玩家: opportunity / place / materialize / retaliate
  players:
  - {id: A, name: 甲}
  - {id: B, name: 乙}
  objects:                       # zone: field / stack 是共用區域;其他區域為 <玩家>.<區域>
  - {id: a_champ, name: 洛林, owner: A, zone: field, types: [champion], stats: {level: 1, life: 20},
     props: {element: 范式}}
  - {id: b_champ, name: 魔法師, owner: B, zone: field, types: [champion], stats: {level: 1, life: 20},
     props: {element: 范式}}
  - {id: a_ally, name: 見習騎士, owner: A, zone: field, types: [ally], cost: 2, stats: {power: 3, life: 3}}
  - {id: b_ally, name: 守衛, owner: B, zone: field, types: [ally], cost: 2, stats: {power: 2, life: 4}}
  - id: a_banner                 # 靜止型傷害修改:target = 承受者,source = 傷害來源 (2.9.0.11),默認 any
    name: 戰旗
    owner: A
    zone: field
    types: [item]
    cost: 1
    abilities:
    - {id: plus, kind: static, text: 你的勇士造成的傷害+1,
       effects: [{type: damage_modify, source: own_champion, op: add, amount: 1}]}
  - id: b_bell                   # 階段開始時的觸發:scope self/ally = 你的階段,enemy = 對手的,any = 每個
    name: 晚鐘
    owner: B
    zone: field
    types: [item]
    cost: 1
    abilities:
    - {id: toll, kind: triggered, text: 你的結束階段開始時抽1張牌, trigger: {event: 'start:end', scope: self},
       effects: [{type: draw, count: 1}]}
  - id: a_blaze                  # 攻擊卡上「此攻擊的傷害」:target: this_attack,在傷害步驟合併後適用 (2.2.7.2.2.3)
    name: 熾焰裂破
    owner: A
    zone: A.hand
    types: [attack]
    cost: 0
    stats: {power: 3}
    abilities:
    - {id: text, kind: static, text: 此攻擊的傷害翻倍,
       effects: [{type: damage_modify, target: this_attack, op: double}]}
actions:                         # place_champion / materialize / activate / use_ability / attack / retaliate /
- {type: attack, player: A, attacker: a_ally, target: b_ally}   # pass / pass_all / concede
- {type: pass_all, player: A}    # 反擊步驟:雙方傳遞機會
- {type: retaliate, player: B, unit: b_ally}
- {type: pass_all, player: A}    # 傷害步驟:雙方傳遞機會;多個傷害修改時可給出順序:
                                 #   choices: [{for: 'damage:b_champ', targets: [a_blaze.text, …]}]
interpretations: {}              # 例如 non_turn_slow: allowed
expect:
  outcome: ongoing
  cites: [ga:2.2.7.1.2, ga:2.2.7.2.2]
  state:
    objects.a_ally.damage: 2
    objects.b_ally.damage: 3
"""
