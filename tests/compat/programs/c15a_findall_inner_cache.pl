% findall/3's goal: an open call of a uniform draw completes first, so the later ground calls
% of the same predicate inside the goal are answered from its answers (ProbLog's cache)
draw(C) :- sample_uniform1(deck, [ace, king, queen], C).
both(N) :- findall(x, (draw(_), draw(ace), draw(king)), L), length(L, N).
aces(N) :- findall(C, (draw(C), draw(ace)), L), length(L, N).
queens(L) :- findall(C, (draw(queen), draw(C)), L).
query(both(_)).
query(aces(_)).
query(queens(_)).
