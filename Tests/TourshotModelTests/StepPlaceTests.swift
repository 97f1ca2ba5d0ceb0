import Testing
import TourshotModel

/// Error paths count steps from 0 (`steps[1]`) and the command line from 1 (`--step 2`): a
/// problem in a step says both.
struct StepPlaceTests {
    @Test func aStepProblemSaysTheStepNumberAndThePath() {
        let problem = InputProblem(file: "a.tutorial.json", path: "steps[1].arrows[0].element", message: "unknown element", line: 9, column: 20)
        #expect(problem.description == "a.tutorial.json: step 2 (steps[1].arrows[0].element): unknown element (line 9, column 20)")
        #expect(InputProblem(file: "a.tutorial.json", path: "steps[11]", message: "m").description == "a.tutorial.json: step 12 (steps[11]): m")
    }

    @Test func otherPathsAreAsTheyWere() {
        #expect(InputProblem(file: "a.tutorial.json", path: "steps", message: "m").description == "a.tutorial.json: steps: m")
        #expect(InputProblem(file: "tourshot.json", path: "tours[0].screens", message: "m").description == "tourshot.json: tours[0].screens: m")
        #expect(InputProblem(file: "a.tutorial.json", path: "", message: "m").description == "a.tutorial.json: m")
    }
}
