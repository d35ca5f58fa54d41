// The page of bench/engine-vs-chessjs.js: the notation engine (crates/escaque-bench-wasm, built
// for this benchmark only) and chess.js in the same Chromium page, on the same move list.
import init, { games_text as gamesText, Games } from '/pkg/escaque_bench_wasm.js';
import { Chess, DEFAULT_POSITION } from '/chess.js';

/** Loads the wasm and the shipped games; returns the move list both sides replay. */
async function prepare() {
  await init();
  const bytes = new Uint8Array(await (await fetch('/games.bin')).arrayBuffer());
  const text = gamesText(bytes);
  const engine = new Games(text);
  // The same list for chess.js: [{ fen, san: [...] }], split before any timing.
  const games = text.split('\n').filter((line) => line).map((line) => {
    const [fen, moves] = line.split('\t');
    return { fen, san: moves ? moves.split(' ') : [] };
  });
  return { engine, games };
}

/** chess.js: for each game a new Chess(), then move(san) for each move. */
function chessJsReplay(games) {
  let moves = 0;
  const fens = [];
  for (const game of games) {
    const chess = game.fen === DEFAULT_POSITION ? new Chess() : new Chess(game.fen);
    for (const san of game.san) {
      if (chess.move(san)) moves++;
    }
    fens.push(chess.fen());
  }
  return { moves, fens };
}

/**
 * `warmup` untimed rounds, then `rounds` timed ones; in each round both sides replay every game
 * (which side goes first alternates). Returns the times in ms and what each side counted.
 */
window.runBench = async ({ rounds, warmup }) => {
  const { engine, games } = await prepare();
  const total = engine.moves();
  const engineMs = [];
  const chessJsMs = [];
  let engineCorrect = 0;
  let chessJsMoves = 0;
  const timeEngine = () => {
    const start = performance.now();
    engineCorrect = engine.read_and_grade();
    return performance.now() - start;
  };
  const timeChessJs = () => {
    const start = performance.now();
    chessJsMoves = chessJsReplay(games).moves;
    return performance.now() - start;
  };
  for (let round = 0; round < warmup + rounds; round++) {
    const [e, c] = round % 2 === 0
      ? [timeEngine(), timeChessJs()]
      : [timeChessJs(), timeEngine()].reverse();
    if (round >= warmup) {
      engineMs.push(e);
      chessJsMs.push(c);
    }
  }
  // Both sides end every game in the same position (compared without the en passant field,
  // which chess.js writes only when a capture is possible).
  const strip = (fen) => fen.split(' ').filter((_, i) => i !== 3).join(' ');
  const engineFens = engine.final_fens().split('\n').filter((l) => l).map(strip);
  const chessJsFens = chessJsReplay(games).fens.map(strip);
  const differ = engineFens.findIndex((fen, i) => fen !== chessJsFens[i]);
  return {
    games: games.length,
    total,
    engineCorrect,
    chessJsMoves,
    sameFinalPositions: differ === -1 && engineFens.length === chessJsFens.length,
    firstDifference: differ === -1 ? null : { engine: engineFens[differ], chessJs: chessJsFens[differ] },
    engineMs,
    chessJsMs,
  };
};
window.benchReady = true;
