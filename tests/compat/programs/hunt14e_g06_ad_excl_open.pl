% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% an AD outcome fixed by evidence and open queries over derived atoms of the other outcomes
0.5::weather(sun); 0.3::weather(rain); 0.2::weather(snow).
activity(beach) :- weather(sun).
activity(museum) :- weather(rain).
activity(museum) :- weather(snow).
activity(ski) :- weather(snow).
0.6::happy(A) :- activity(A).
evidence(weather(rain), false).
query(activity(_)).
query(happy(_)).
query(weather(_)).
