% written for this corpus by a find-only hunt (session 23; strings, terms, numbers and printing)
% A toy chatbot: intent classification with strings as answers
0.7::intent("greeting"); 0.2::intent("question"); 0.1::intent("other").
reply("greeting", "Hello there!").
reply("question", "Let me check.").
reply("other", "Sorry?").
says(R) :- intent(I), reply(I, R).
polite :- says("Hello there!").
query(says(_)). query(polite).
evidence(\+ intent("other")).
